import type { Item } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';
import { labelled } from '@/shared/cart/variation-name';

type Selection = {
  variation_name?: string;
  variation_name_en?: string;
  selection_name?: string;
  selection_name_en?: string;
};

const isSelection = (value: unknown): value is Selection =>
  typeof value === 'object' && value !== null && 'selection_name' in value;

/**
 * "Colour: Indigo" (カラー：藍色) for a SKU of an item, in the page language; '' when the SKU has
 * no variation or is gone (the upstream's variation is loosely typed: only well-formed selections
 * are shown).
 */
export const skuVariationLabel = (item: Item | null | undefined, skuId: string, locale: Locale) => {
  const variation = item?.skus.find((s) => s.id === skuId)?.variation;
  if (!Array.isArray(variation)) return '';
  return variation
    .filter(isSelection)
    .map((v) => {
      const name = locale === 'en' ? v.variation_name_en || v.variation_name : v.variation_name;
      const value = (locale === 'en' && v.selection_name_en) || (v.selection_name ?? '');
      return name ? labelled(name, value, locale) : value;
    })
    .join(' / ');
};
