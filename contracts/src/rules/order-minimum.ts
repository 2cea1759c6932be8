// The minimum order quantity a buyer reads, of docs/rules/cart-and-checkout.md#quantity-bounds.
// Its own module: only lazily loaded screens (the facts, the comparison) ask it, so it stays out
// of the first page's shared chunk that holds quantityBounds (docs/architecture.md#the-first-page).
import { quantityBounds, type QuantityItem, type QuantitySku } from './quantity';

/**
 * The minimum order quantity a buyer reads (docs/rules/cart-and-checkout.md#quantity-bounds): the
 * least the cart accepts among the given variations — the bounds' minimum, whatever sets it (the
 * MOQ, the item's or the SKU's minimum purchase), never the stated MOQ alone — and `from` where
 * the variations' minimums differ (the lowest is then said as "from"). None without variations.
 */
export const orderMinimum = (
  item: QuantityItem,
  skus: readonly QuantitySku[],
): { min: number; from: boolean } | undefined => {
  const mins = skus.map((sku) => quantityBounds(item, sku).min);
  return mins.length > 0 ? { min: Math.min(...mins), from: new Set(mins).size > 1 } : undefined;
};
