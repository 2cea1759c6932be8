import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '@kakehashi/contracts/web';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RequestFormValues } from '../lib/request-form-schema';
import { useLocale } from '@/shared/i18n/i18n';
import { ZoneLabel } from '@/shared/i18n/zone-label';
import { isJapanOfficeHours, japanTime, typedTime, wallTimeToInstant } from '../lib/meeting-time';

type Props = {
  index: number;
  value: { date: string; time: string };
  timeZone: string;
  register: UseFormRegister<RequestFormValues>;
  errors: FieldErrors<RequestFormValues>;
  onRemove?: () => void;
};

/**
 * One proposed time: date and time in the buyer's zone, with Japan time under it. The browser's
 * date and time inputs write in the browser's locale ('mm/dd/yyyy', '03:00 PM' on a Japanese page
 * in an English browser), so the day and time chosen are read back under them the page's way
 * (「ご希望日：2026年12月08日（火）」), as checkout's delivery date and the order history's days are
 * (UI.md "Words": dates in the page language's format). Once the time is typed too, the line says
 * it as the Japan time above it is written and names the buyer's zone, as the confirmation step's
 * column does: 「ご希望日時（シンガポール標準時）：2026/12/10 10:00」 over 「日本時間：2026/12/10 11:00」,
 * not a second format with no zone (docs/rules/lists-and-requests.md#meeting-times). The native
 * pickers stay: a phone opens its own.
 */
export function ProposedTimeRow({ index, value, timeZone, register, errors, onRemove }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const n = index + 1;
  const instant = wallTimeToInstant(value.date, value.time, timeZone);
  const rowErrors = errors.schedule?.times?.[index];
  const error = rowErrors?.date?.message ?? rowErrors?.time?.message;
  const errorId = `proposal-${n}-error`;
  const chosenId = `proposal-${n}-chosen`;
  const day = formatDayWithWeekday(value.date || null, lang);
  const time = /^\d{2}:\d{2}$/.test(value.time) ? value.time : '';
  const afterHours = instant !== null && !isJapanOfficeHours(instant);
  const describedBy = [day ? chosenId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={`proposed-time${error ? ' field--invalid' : ''}`}>
      <legend className="proposed-time__legend">{t('matching.requests.proposal', { n })}</legend>
      <div className="proposed-time__inputs">
        <label className="proposed-time__field">
          <span className="field__sublabel">{t('matching.requests.date')}</span>
          <input
            type="date"
            className="input"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            {...register(`schedule.times.${index}.date`)}
          />
        </label>
        <label className="proposed-time__field">
          <span className="field__sublabel">{t('matching.requests.time')}</span>
          <input
            type="time"
            className="input"
            step={900}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            {...register(`schedule.times.${index}.time`)}
          />
        </label>
        <output className="proposed-time__japan" aria-live="polite">
          {instant ? t('matching.requests.japanTime', { time: japanTime(instant, lang) }) : ''}
        </output>
        {onRemove && (
          <button type="button" className="link-button" onClick={onRemove}>
            {t('matching.requests.removeTime', { n })}
          </button>
        )}
      </div>
      {day && (
        <p className="field__hint" id={chosenId}>
          {time ? (
            // The zone and its place kept together on a phone's narrow line (<ZoneLabel>).
            <ZoneLabel
              zone={timeZone}
              label={(zone) =>
                t('matching.requests.dayTimeChosen', {
                  zone,
                  time: typedTime(value.date, time, lang),
                })
              }
            />
          ) : (
            t('matching.requests.dayChosen', { date: day })
          )}
        </p>
      )}
      {/* A note, not a refusal: a buyer may mean it (docs/rules/lists-and-requests.md#meeting-times).
          Said as it appears, as the Japan time above it is. */}
      <p className={afterHours ? 'field__hint' : undefined} aria-live="polite">
        {afterHours ? t('matching.requests.outsideHours') : ''}
      </p>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
