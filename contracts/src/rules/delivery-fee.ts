// docs/rules/cart-and-checkout.md#free-delivery-threshold: a delivery method may be free from a
// goods total: the delivery unit's lines' subtotals, tax included, before sale discounts,
// coupons and points; never when its fee is forced.

/** What the rule reads of a delivery method. */
export type FeeMethod = {
  delivery_fee: number;
  delivery_fee_free_minimum_price?: number | null;
  force_delivery_fee?: boolean | null;
};

/** What the rule reads of a line: its subtotal, else its price times its quantity. */
export type GoodsLine = {
  subtotal?: number | null;
  sell_price_tax_included: number;
  order_quantity: number;
};

/** The goods total the threshold is compared with: the lines' subtotals, tax included. */
export const goodsTotal = (lines: readonly GoodsLine[]): number =>
  lines.reduce(
    (sum, line) => sum + (line.subtotal ?? line.sell_price_tax_included * line.order_quantity),
    0,
  );

/** The fee a delivery unit whose goods total `goodsTotal` pays by `method`. */
export const deliveryFeeFor = (method: FeeMethod, goodsTotal: number): number => {
  const minimum = method.delivery_fee_free_minimum_price;
  const free =
    !method.force_delivery_fee && minimum != null && minimum > 0 && goodsTotal >= minimum;
  return free ? 0 : method.delivery_fee;
};
