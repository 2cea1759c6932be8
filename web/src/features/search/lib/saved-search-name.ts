import { factSeparator } from '@/shared/cart/variation-name';
import type { Locale } from '@/shared/i18n/i18n';

/**
 * The name a saved search starts with (docs/rules/trade-desk.md#saved-searches): the keyword and
 * what narrows it, as the chips name them ("rice · Rice & Noodles"), so two searches for one
 * word in two categories are told apart; bare, without quotes, since the confirmation quotes it.
 * The page's title only where there is neither (a browsed page, or all products).
 */
export const savedSearchName = (
  keyword: string,
  filters: { label: string }[],
  title: string,
  locale: Locale,
): string => {
  const parts = [keyword, ...filters.map((f) => f.label)].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(factSeparator(locale)) : title;
};
