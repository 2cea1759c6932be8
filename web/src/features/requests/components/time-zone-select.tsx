import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  readTimeZonesWhenIdle,
  timeZoneChoice,
  timeZoneChoices,
  zoneTitle,
  type TimeZoneChoice,
} from '@/shared/i18n/time-zones';
import { useLocale } from '@/shared/i18n/i18n';

/**
 * The buyer's time zone for the proposed times (docs/rules/lists-and-requests.md#meeting-times).
 * The form shows at once with the buyer's zone as its one option; the ~420 zones, which take
 * the browser a few hundred milliseconds, are read in idle time and listed once read, or when
 * the select is first focused (tapped, clicked or tabbed to), before its list opens. Closed, it shows the
 * chosen zone in full on up to two lines, where a phone's select would cut it off.
 */
export function TimeZoneSelect({
  registration,
  value,
}: {
  registration: UseFormRegisterReturn<'schedule.timeZone'>;
  /** The zone chosen (the IANA id). */
  value: string;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  // The zone the form started with: the list always offers it under its own id.
  const [own] = useState(value);
  const [listed, setListed] = useState(false);
  const zones = useMemo(
    () =>
      listed
        ? timeZoneChoices(own, lang)
        : [timeZoneChoice(own, lang) ?? { id: own, offset: '', name: '', place: '' }],
    [listed, own, lang],
  );
  // Listed once read (automation and autofill set a value without focusing); a low-priority
  // render, so typing elsewhere goes first.
  useEffect(
    () =>
      listed
        ? undefined
        : readTimeZonesWhenIdle(lang, () => startTransition(() => setListed(true))),
    [listed, lang],
  );
  const label = (zone: TimeZoneChoice) =>
    zone.offset
      ? t('matching.requests.timeZoneOption', { offset: zone.offset, zone: zoneTitle(zone) })
      : zoneTitle(zone);
  const chosen = zones.find((zone) => zone.id === value) ?? timeZoneChoice(value, lang);

  return (
    <div className="field">
      <label className="field__sublabel" htmlFor={id}>
        {t('matching.requests.timeZone')}
      </label>
      <div className="zone-select">
        {/* What the closed select shows, wrapping; the select itself lies over it. */}
        <span className="input zone-select__shown" aria-hidden="true">
          {chosen?.offset && (
            <span className="zone-select__offset">
              {t('matching.requests.timeZoneOffset', { offset: chosen.offset })}
            </span>
          )}
          {/* Its text reads as the option's; the gap itself is the stylesheet's (a flex row). */}
          {chosen?.offset && lang !== 'jp' && ' '}
          <span className="zone-select__title">{chosen ? zoneTitle(chosen) : value}</span>
        </span>
        <select
          id={id}
          className="input select zone-select__native"
          // Synchronously, so the list that opens on this tap or click is the whole one.
          onFocus={() => flushSync(() => setListed(true))}
          {...registration}
        >
          {zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {label(zone)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
