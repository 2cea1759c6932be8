import type { Language } from '../bff/language';

/**
 * Digits grouped by thousands ('1339' → '1,339'), as both page languages group them: for a whole
 * amount on the first page, where the locale-aware formatNumber (with the date formats) is not
 * loaded.
 */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * docs/rules/site-and-pages.md#prices: "Default price format yen". Yen has no minor unit, so
 * amounts are rounded to whole yen (half away from zero) and grouped by thousands. English readers
 * get the symbol in front ('¥1,234'), Japanese readers the usual suffix ('1,234円'); a negative
 * amount (a discount) keeps its sign in front: '-¥500' / '-500円'. Non-finite amounts give ''.
 */
export const formatYen = (amount: number, lang: Language): string => {
  if (!Number.isFinite(amount)) return '';
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  const sign = rounded < 0 ? '-' : '';
  const digits = groupThousands(String(Math.abs(rounded)));
  return lang === 'jp' ? `${sign}${digits}円` : `${sign}¥${digits}`;
};
