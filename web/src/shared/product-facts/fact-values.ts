import { formatYen, isHttpUrl, type Language } from '@kakehashi/contracts/web';
import { pageLanguage } from '@/shared/i18n/language-codes';

/** A label's raw value as the upstream gives it. */
export type RawValue = string | number | string[] | null | undefined;

/** Absent, empty text and empty lists all mean "not given": the row is left out. */
export const isGiven = (value: RawValue): boolean =>
  value !== null &&
  value !== undefined &&
  (Array.isArray(value) ? value.some((v) => v.trim() !== '') : String(value).trim() !== '');

/** Country lists come as arrays or comma-separated text; both read as a list. */
export const asList = (value: RawValue): string[] =>
  (Array.isArray(value) ? value : String(value ?? '').split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country or region code (ISO 3166, 'JP') named in the page language through the browser's
 * own CLDR names ('日本' / 'Japan'); anything else (an older free-text name) as it is.
 */
export const countryName = (value: string, locale: Language): string => {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([pageLanguage(locale)], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(value) ?? value;
};

export const asText = (value: RawValue): string =>
  Array.isArray(value) ? asList(value).join(', ') : String(value ?? '').trim();

export const asYen = (value: RawValue, locale: Language): string => {
  const amount = Number(value);
  return Number.isFinite(amount) ? formatYen(amount, locale) : asText(value);
};

/** Only http(s) links are shown as links: a `javascript:` value never becomes clickable. */
export const asUrl = (value: RawValue): string | null => {
  const text = asText(value);
  return isHttpUrl(text) ? text : null;
};

/** `https://www.youtube.com/watch?v=ID` or `https://youtu.be/ID` → ID (for the thumbnail link). */
export const youtubeId = (url: string): string | null => {
  try {
    const parsed = new URL(url);
    if (parsed.hostname === 'youtu.be') return parsed.pathname.slice(1) || null;
    if (parsed.hostname.endsWith('youtube.com')) return parsed.searchParams.get('v');
  } catch {
    // not a URL
  }
  return null;
};
