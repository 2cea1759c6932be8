import type { Language } from '../bff/language';
import { formatJapaneseDate, formatSlashDateTime } from './date-format';
import { tokyoClock } from './tokyo-clock';
import { toInstant, type DateInput } from './tokyo-time';

// docs/rules/site-and-pages.md#dates: the one place a screen gets a date, a time or a number in
// the page language. Japanese: 2026年11月22日（日） and 2026/11/22 18:05 JST; English: 22 Nov 2026
// and 22 Nov 2026, 18:05 JST — never the browser's own locale ("11/22/2026, 6:05:00 PM").

const englishMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A day in Tokyo in the page language; '' for unreadable input. */
export const formatDate = (input: DateInput | null | undefined, lang: Language): string => {
  if (lang === 'jp') return formatJapaneseDate(input);
  const instant = toInstant(input);
  if (!instant) return '';
  const c = tokyoClock(instant);
  return `${c.day} ${englishMonths[c.month - 1]} ${c.year}`;
};

const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * A day to choose, with its weekday in the page language: 2026年12月01日（火） / Tue 1 Dec 2026
 * (a delivery day: whether it falls on a working day matters to a business buyer).
 */
export const formatDayWithWeekday = (
  input: DateInput | null | undefined,
  lang: Language,
): string => {
  if (lang === 'jp') return formatDate(input, lang);
  const instant = toInstant(input);
  return instant
    ? `${englishWeekdays[tokyoClock(instant).weekday]} ${formatDate(instant, lang)}`
    : '';
};

/**
 * A moment in Tokyo time with its zone: '2026/11/22 18:05 JST' / '22 Nov 2026, 18:05 JST'.
 * `zone: false` where the text around it names Japan time already (a column headed 日本時間,
 * 「日本時間：…」), which 'JST' would only repeat.
 */
export const formatDateTime = (
  input: DateInput | null | undefined,
  lang: Language,
  { zone = true }: { zone?: boolean } = {},
): string => {
  const instant = toInstant(input);
  if (!instant) return '';
  const suffix = zone ? ' JST' : '';
  if (lang === 'jp') return `${formatSlashDateTime(instant)}${suffix}`;
  const c = tokyoClock(instant);
  return `${formatDate(instant, 'en')}, ${pad(c.hour)}:${pad(c.minute)}${suffix}`;
};

/**
 * A zone's generic name in a page language ('Central European Time', 「中央ヨーロッパ時間」), as
 * the browser's time-zone database gives it; '' where it knows only an offset ('GMT+1') or, in a
 * language other than English, only a name with an English city in it (Chromium: 「Palmer時間」).
 * The meeting form's zone list and the buyer's own time on a Japanese page name a zone by it.
 */
export const readableZoneName = (timeZone: string, language: string, instant: Date): string => {
  for (const style of ['longGeneric', 'long'] as const) {
    const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const latin = language !== 'en' && /[A-Za-z]/.test(name ?? '');
    if (name && !latin && !/^(GMT|UTC)([+\-\u2212]|$)/.test(name)) return name;
  }
  return '';
};

/**
 * The same moment on the buyer's own clock (where the buyer acts: orders, meetings), with the
 * zone named for the page: English by its short name ('CET', 'GMT+1'), Japanese by the name the
 * meeting form gives it (「中央ヨーロッパ時間」; Intl's short names in Japanese are offsets,
 * 'GMT+1', which it keeps only where it knows no Japanese name); '' when the buyer is in Japan's
 * zone anyway, or the zone is unknown.
 */
export const formatLocalDateTime = (
  input: DateInput | null | undefined,
  timeZone: string,
  lang: Language,
): string => {
  const instant = toInstant(input);
  if (!instant || timeZone === 'Asia/Tokyo') return '';
  try {
    const parts = new Intl.DateTimeFormat(lang === 'jp' ? 'ja-JP' : 'en-GB', {
      timeZone,
      year: 'numeric',
      month: lang === 'jp' ? '2-digit' : 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }).formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '';
    if (lang !== 'jp')
      return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
    const zone = readableZoneName(timeZone, 'ja', instant) || part('timeZoneName');
    return `${part('year')}/${part('month')}/${pad(Number(part('day')))} ${part('hour')}:${part('minute')} ${zone}`;
  } catch {
    return ''; // a zone name the browser does not know
  }
};

/**
 * An end date so far away that it means "no end" (the upstream writes 2099-12-31 or 2100-01-01
 * for a coupon or a sale without expiry): a screen says "no expiry" instead of the year 2100.
 */
export const isOpenEnded = (input: DateInput | null | undefined): boolean => {
  const instant = toInstant(input);
  return instant !== null && tokyoClock(instant).year >= 2099;
};

/** A count or amount grouped by thousands in the page language (1,971). */
export const formatNumber = (value: number, lang: Language): string =>
  Number.isFinite(value) ? value.toLocaleString(lang === 'jp' ? 'ja-JP' : 'en-GB') : '';

/** Decimals an amount of `currency` is written with: 2 for USD and EUR, 0 for JPY. */
const minorDigits = (currency: string): number => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2; // not a currency code Intl knows
  }
};

/**
 * An amount in another currency than yen, with as many decimals as the currency has (a target
 * price: 'USD 2.50', not 'USD 2.5'; 'JPY 500'), grouped in the page language; finer amounts keep
 * their decimals (up to four) rather than being rounded away.
 */
export const formatAmount = (value: number, currency: string, lang: Language): string => {
  if (!Number.isFinite(value)) return '';
  const digits = minorDigits(currency);
  const amount = value.toLocaleString(lang === 'jp' ? 'ja-JP' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, 4),
  });
  return `${currency} ${amount}`;
};
