// The quantity rules of docs/rules/cart-and-checkout.md#quantity-bounds, infinite stock as 999
// included.

/**
 * docs/rules/cart-and-checkout.md#quantity-bounds: a SKU with infinite stock counts as having 999
 * in stock.
 */
export const INFINITE_STOCK = 999;

/**
 * The item fields the quantity rule reads (Item, docs/rules/cart-and-checkout.md#quantity-bounds).
 */
export type QuantityItem = {
  item_minimum_purchase?: number | null;
  item_maximum_purchase?: number | null;
  /**
   * The product-detail labels; `moq` is the supplier's minimum order quantity, a floor like the
   * minimum purchases (docs/rules/cart-and-checkout.md#quantity-bounds). Upstream custom values
   * may arrive as text.
   */
  custom?: { moq?: unknown } | null;
};

/**
 * The SKU fields the quantity rule reads (Item skus,
 * docs/rules/cart-and-checkout.md#quantity-bounds).
 */
export type QuantitySku = {
  sku_minimum_purchase?: number | null;
  sku_maximum_purchase?: number | null;
  stock_quantity?: number | null;
  stock_quantity_infinity?: boolean | null;
};

/**
 * How many of a SKU may be ordered. `max` null means no upper limit. `orderable` is false when
 * the limits contradict each other (min above max): no quantity is then allowed, and the screen
 * should disable ordering rather than offer a number.
 */
export type QuantityBounds = {
  min: number;
  max: number | null;
  orderable: boolean;
  /**
   * The stated MOQ when it is what sets the minimum, else absent. The messages do not ask it: they
   * name any minimum above 1 as the MOQ, whatever sets it (docs/rules/cart-and-checkout.md#quantity-bounds).
   */
  moq?: number | null;
};

/**
 * A limit of 0, null, a negative or a non-number means "no limit"
 * (docs/rules/cart-and-checkout.md#quantity-bounds: 0 means no limit).
 */
const limit = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : null;
};

/**
 * docs/rules/cart-and-checkout.md#quantity-bounds: the minimum is the largest of the item and SKU
 * minimum purchase and the item's MOQ (`custom.moq`), and at least 1; the maximum is the smallest non-zero of the item maximum, the
 * SKU maximum and the stock, where 0 means no limit and infinite stock counts as 999.
 *
 * Read literally, a stock of 0 is "no limit" here, not "sold out": whether a SKU is sold out is
 * a separate question (see `isSoldOut`), asked before a quantity is offered at all.
 */
export const quantityBounds = (item: QuantityItem, sku: QuantitySku): QuantityBounds => {
  const purchaseMin = Math.max(
    limit(item.item_minimum_purchase) ?? 1,
    limit(sku.sku_minimum_purchase) ?? 1,
    1,
  );
  const moq = limit(item.custom?.moq);
  const min = Math.max(purchaseMin, moq ?? 1);
  const stock = sku.stock_quantity_infinity ? INFINITE_STOCK : limit(sku.stock_quantity);
  const limits = [limit(item.item_maximum_purchase), limit(sku.sku_maximum_purchase), stock].filter(
    (n): n is number => n !== null,
  );
  const max = limits.length === 0 ? null : Math.min(...limits);
  return {
    min,
    max,
    orderable: max === null || min <= max,
    // An MOQ of 1 is no rule worth naming; one below a purchase minimum does not set the minimum.
    ...(moq !== null && moq > 1 && moq >= purchaseMin ? { moq } : {}),
  };
};

/** A SKU with no stock that is not infinite cannot be bought, whatever the quantity bounds say. */
export const isSoldOut = (sku: QuantitySku): boolean =>
  !sku.stock_quantity_infinity && typeof sku.stock_quantity === 'number' && sku.stock_quantity <= 0;
