import { offeredSkus, type Item } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';

/** A bilingual name: the English one for English pages when there is one (docs/rules/site-and-pages.md#languages). */
export const localName = (
  named: { name: string; name_en?: string | null },
  locale: Locale,
): string => (locale === 'en' && named.name_en ? named.name_en : named.name);

/** The product name in the page language. */
export const itemName = (item: Item, locale: Locale): string => localName(item, locale);

/** The supplier's name in the page language (docs/upstream.md#items-and-reviews supplier_name_jp / supplier_name_en). */
export const itemSupplierName = (item: Item, locale: Locale): string => {
  const jp = item.custom?.supplier_name_jp ?? '';
  const en = item.custom?.supplier_name_en ?? '';
  return locale === 'en' ? en || jp : jp || en;
};

/**
 * docs/rules/search.md: up to two certifications are shown per product (international ones first).
 * `first` (the certifications a search filters on) leads, so a result never hides the mark it was
 * found by; the others follow in their order, under the same cap.
 */
export const shownCertifications = (item: Item, first: readonly string[] = []): string[] => {
  const all = [
    ...new Set([
      ...(item.custom?.cettifications ?? []),
      ...(item.custom?.cettificationsJapan ?? []),
    ]),
  ];
  const leading = all.filter((code) => first.includes(code));
  return [...leading, ...all.filter((code) => !first.includes(code))].slice(0, 2);
};

/**
 * What a card, the compare table and the product page's headline show as the product's price:
 * the lowest price with tax among the variations the buyer can order (then reserve, then any;
 * docs/rules/cart-and-checkout.md#headline-price); the upstream's item price while every variation
 * is quoted (it is their lowest) or none gives one.
 */
export const listPrice = (item: Item, now: Date = new Date()): number | undefined => {
  const offered = offeredSkus(item, now);
  // The upstream's own lowest price stands while every variation is quoted.
  if (offered.length === item.skus.length && item.price_tax_included != null)
    return item.price_tax_included;
  const prices = offered.flatMap((s) =>
    typeof s.price_tax_included === 'number' ? [s.price_tax_included] : [],
  );
  return prices.length > 0 ? Math.min(...prices) : (item.price_tax_included ?? undefined);
};

/** Whether that price is "from": the quoted variations do not all cost the same. */
export const listPriceIsFrom = (item: Item, now: Date = new Date()): boolean =>
  new Set(offeredSkus(item, now).map((s) => s.price_tax_included)).size > 1;
