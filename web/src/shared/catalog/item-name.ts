import type { Item } from '@kakehashi/contracts/web';
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

/** What a list shows as the product's price: the lowest sku price with tax. */
export const listPrice = (item: Item): number | undefined =>
  item.price_tax_included ??
  (item.skus.length > 0
    ? Math.min(...item.skus.map((s) => s.price_tax_included ?? Infinity))
    : undefined);
