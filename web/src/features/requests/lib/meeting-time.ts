import { formatDateTime, formatLocalDateTime, type Language } from '@kakehashi/contracts/web';

/**
 * Proposed meeting times are typed in the buyer's own time zone and shown with Japan time
 * (docs/rules/lists-and-requests.md#meeting-times). The zone arithmetic uses the browser's own
 * time-zone database through Intl, so daylight saving is right for every zone.
 */

export { browserTimeZone } from '@/shared/i18n/moment';

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in ms. */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant a wall-clock `date` (YYYY-MM-DD) and `time` (HH:mm) in `timeZone` stand for, or
 * null when either is missing or unreadable. Around a daylight-saving change the offset found
 * for the first guess is checked once more at the result (a second pass settles it).
 */
export const wallTimeToInstant = (date: string, time: string, timeZone: string): Date | null => {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const guess = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  try {
    const first = guess - offsetAt(guess, timeZone);
    const second = guess - offsetAt(first, timeZone);
    return new Date(second);
  } catch {
    return null; // an unknown zone name
  }
};

/**
 * Japan time of an instant in the page language (docs/rules/site-and-pages.md#dates), for the
 * phrase that says 日本時間 already (「日本時間：…」 under each proposal): without a 'JST' that
 * would say it twice. A table's cell carries its zone, as the buyer's does
 * (docs/rules/lists-and-requests.md#meeting-times).
 */
export const japanTime = (instant: Date, lang: Language): string =>
  formatDateTime(instant, lang, { zone: false });

/**
 * The date and time a buyer typed, on their own clock, in the format the proposal's Japan time has
 * ('2 Dec 2030, 10:00' / 「2030/12/02 10:00」), so the two lines of a proposal read alike; the
 * zone is named by the text around it. '' until both are typed. `formatDateTime` writes Tokyo's
 * clock, so the typed wall clock, read as Tokyo's, comes out as typed. Its spaces do not break: on
 * a phone the zone's name fills the line, and 「2026/12/10」 was left above its 「10:00」.
 */
export const typedTime = (date: string, time: string, lang: Language): string => {
  const wall = wallTimeToInstant(date, time, 'Asia/Tokyo');
  return wall ? formatDateTime(wall, lang, { zone: false }).replaceAll(' ', '\u00a0') : '';
};

/** An instant on the buyer's clock with its zone; Japan time when the buyer is on it anyway. */
export const localTime = (instant: Date, timeZone: string, lang: Language): string =>
  formatLocalDateTime(instant, timeZone, lang) || formatDateTime(instant, lang);

/** The hours of the working day in Japan, the supplier's: 9:00 up to 18:00, Monday to Friday. */
const officeDay = { opens: 9 * 60, closes: 18 * 60 };

/**
 * Whether a proposed time starts within a working day in Japan (docs/rules/lists-and-requests.md
 * #meeting-times): a time outside is still sent, with a note that the supplier may offer another.
 * Japan keeps no daylight saving, so its wall clock is UTC+9 all year.
 */
export const isJapanOfficeHours = (instant: Date): boolean => {
  const japan = new Date(instant.getTime() + 9 * 3600_000);
  const weekday = japan.getUTCDay();
  const minutes = japan.getUTCHours() * 60 + japan.getUTCMinutes();
  return weekday >= 1 && weekday <= 5 && minutes >= officeDay.opens && minutes < officeDay.closes;
};
