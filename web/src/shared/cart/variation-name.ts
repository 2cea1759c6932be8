import type { Locale } from '@/shared/i18n/i18n';

type Variation = {
  variation_name?: string;
  variation_name_en?: string;
  selection_name?: string;
  selection_name_en?: string;
};

/**
 * A SKU named by what differs (UI.md "Prices, quantities and rules"): "Net weight: 500g",
 * "Colour: indigo" in the page language; the SKU code only when the upstream says nothing else.
 */
export const variationName = (
  sku: { code?: string; id: string; variation?: unknown },
  locale: Locale,
): string => {
  const parts = (Array.isArray(sku.variation) ? (sku.variation as Variation[]) : [])
    .filter((v) => v.selection_name)
    .map((v) => {
      const name = (locale === 'en' && v.variation_name_en) || v.variation_name;
      const value = (locale === 'en' && v.selection_name_en) || v.selection_name;
      return name ? `${name}: ${value}` : String(value);
    });
  return parts.length > 0 ? parts.join(' · ') : (sku.code ?? sku.id);
};

/** Whether the upstream names the SKU's variation at all (else the code is all there is). */
export const hasVariation = (sku: object): boolean => {
  const { variation } = sku as { variation?: unknown };
  return (
    Array.isArray(variation) && (variation as Variation[]).some((v) => Boolean(v.selection_name))
  );
};
