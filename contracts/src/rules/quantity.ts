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
  /** The MOQ when it is what sets the minimum (the message then names it), else null. */
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

/**
 * Brings a quantity inside the bounds: below min gives min, above max gives max, fractions are
 * rounded down, a non-number gives min. With contradictory bounds (`orderable` false) nothing
 * is inside, and the quantity is returned unchanged (floored, at least 0) for the caller to refuse.
 */
export const clampQuantity = (quantity: number, bounds: QuantityBounds): number => {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : bounds.min;
  if (!bounds.orderable) return Math.max(whole, 0);
  const atLeastMin = Math.max(whole, bounds.min);
  return bounds.max === null ? atLeastMin : Math.min(atLeastMin, bounds.max);
};

/**
 * docs/rules/cart-and-checkout.md#quantity-bounds: "Quantity changes only within bounds". The +/-
 * buttons and typed input call this: the new quantity is current + delta brought inside the bounds,
 * so a press at the limit leaves the quantity where it is. With contradictory bounds no change is
 * made.
 */
export const changeQuantity = (current: number, delta: number, bounds: QuantityBounds): number => {
  const start = Number.isFinite(current) ? current : bounds.min;
  if (!bounds.orderable) return clampQuantity(start, bounds);
  return clampQuantity(start + (Number.isFinite(delta) ? delta : 0), bounds);
};

/** Why a quantity is refused (docs/rules/cart-and-checkout.md#quantity-bounds). */
export type QuantityProblem = 'notOrderable' | 'belowMoq' | 'belowMin' | 'aboveMax';

/**
 * What is wrong with ordering `quantity` inside `bounds`, or null when nothing is. Below the
 * minimum names the MOQ when the MOQ is what sets it, so the buyer reads the supplier's rule.
 */
export const quantityProblem = (
  quantity: number,
  bounds: QuantityBounds,
): QuantityProblem | null => {
  if (!bounds.orderable) return 'notOrderable';
  if (!Number.isFinite(quantity) || quantity < bounds.min)
    return bounds.moq ? 'belowMoq' : 'belowMin';
  if (bounds.max !== null && quantity > bounds.max) return 'aboveMax';
  return null;
};

const problemTexts: Record<QuantityProblem, { en: string; jp: string }> = {
  notOrderable: {
    en: 'This variation cannot be ordered in any quantity.',
    jp: 'このバリエーションはご注文いただけません。',
  },
  belowMoq: {
    en: 'The minimum order quantity (MOQ) for this product is {min}. Please order at least {min}.',
    jp: 'この商品の最小発注数量（MOQ）は{min}です。{min}以上でご注文ください。',
  },
  belowMin: { en: 'Please order at least {min}.', jp: '{min}以上でご注文ください。' },
  aboveMax: { en: 'You can order at most {max}.', jp: 'ご注文いただける数量は{max}までです。' },
};

/**
 * A count of pieces as the product screens say it (docs/rules/cart-and-checkout.md#quantity-bounds):
 * '24 units' (a no-break space, '1 unit') / 「24個」.
 */
const pieces = (count: number, lang: 'en' | 'jp') =>
  lang === 'jp'
    ? `${count.toLocaleString('en')}個`
    : `${count.toLocaleString('en')}\u00a0${count === 1 ? 'unit' : 'units'}`;

/** The problem as a sentence in the buyer's language (`jp` Japanese, anything else English). */
export const quantityProblemText = (
  problem: QuantityProblem,
  bounds: QuantityBounds,
  lang: 'en' | 'jp',
): string => {
  const language = lang === 'jp' ? 'jp' : 'en';
  return problemTexts[problem][language]
    .replaceAll('{min}', pieces(bounds.min, language))
    .replaceAll('{max}', pieces(bounds.max ?? 0, language));
};
