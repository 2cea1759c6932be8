import type { Item } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';
import { hasVariation, variationName } from '@/shared/cart/variation-name';

/**
 * "Colour: Indigo" (カラー：藍色) for a SKU of an item, in the page language, as every screen names
 * a variation (variationName); '' when the SKU has no named variation or is gone.
 */
export const skuVariationLabel = (item: Item | null | undefined, skuId: string, locale: Locale) => {
  const sku = item?.skus.find((s) => s.id === skuId);
  return sku && hasVariation(sku) ? variationName(sku, locale) : '';
};
