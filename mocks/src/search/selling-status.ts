import { isPurchasable } from '@kakehashi/contracts';
import type { Product } from '../seed/products';

/**
 * Purchasable only inside the purchase or reserve-order period (the contracts rule,
 * docs/rules/cart-and-checkout.md#purchase-and-reserve-periods).
 */
export const isPurchasableNow = (p: Product, nowMs: number): boolean =>
  !p.stop_selling && isPurchasable(p, new Date(nowMs));

const inStock = (p: Product): boolean =>
  p.skus.some((s) => s.stock_quantity_infinity || (s.stock_quantity ?? 0) > 0);

export type SellingStatus = 'on_sale' | 'sold_out' | 'before_sale' | 'end_of_sale';

export const sellingStatusOf = (p: Product, nowMs: number): SellingStatus => {
  const ended =
    p.stop_selling || (p.purchase_period_end !== null && Date.parse(p.purchase_period_end) < nowMs);
  if (ended) return 'end_of_sale';
  const notBegun = p.purchase_period_begin !== null && Date.parse(p.purchase_period_begin) > nowMs;
  if (notBegun) return 'before_sale';
  return inStock(p) ? 'on_sale' : 'sold_out';
};
