import { useLocale } from './i18n';
import { timeZoneChoice, timeZoneTitle } from './time-zones';

/** Stands for the zone in a label's text until the zone is put in as markup. */
const slot = '\u0000';

const inline = { display: 'inline' } as const;

/**
 * A label naming a time zone ('Your time (Central European Time — Rome)' /
 * 「現地時間（中央ヨーロッパ時間 — イタリア）」, docs/rules/lists-and-requests.md#meeting-times)
 * whose place stays with its dash on one line: a narrow column breaks before the dash, never
 * between it and the place or inside the place (「… —／イタリア」). `label` says the text with
 * the zone given to it, as the translation puts it. The text reads as before; the span is inline
 * said outright, as <Phrase> says its marks, for name computations without the browser's styles.
 */
export function ZoneLabel({ zone, label }: { zone: string; label: (zone: string) => string }) {
  const lang = useLocale();
  const [before = '', after = ''] = label(slot).split(slot);
  const choice = timeZoneChoice(zone, lang);
  const title =
    choice?.name && choice.place ? (
      <>
        {choice.name}{' '}
        <span className="zone-label__place" style={inline}>
          — {choice.place}
        </span>
      </>
    ) : (
      timeZoneTitle(zone, lang)
    );
  return (
    <>
      {before}
      {title}
      {after}
    </>
  );
}
