// docs/rules/cart-and-checkout.md#order-taxes: the tax an order's total contains, per rate,
// recomputed from the upstream's own totals after every discount and fee.
import { DEFAULT_TAX_RATE, taxRateOf } from './shop-defaults';

/** One line of the order's tax breakdown: the amount taxed at a rate (tax included) and its tax. */
export type OrderTax = { tax_rate: number; price_tax_included: number; tax: number };

/** What the rule reads of an order: its lines, its total and the fees inside that total. */
export type TaxedOrder = {
  lines: ReadonlyArray<{ tax_rate?: number | null; subtotal: number }>;
  /** The upstream's total_price: goods after sale, coupon and points, plus the fees. */
  total: number;
  /** Delivery and payment fees inside the total: taxed at the standard rate. */
  fees: number;
};

/** Tax contained in an amount that includes it, rounded down as Japanese invoices do. */
export const includedTax = (amount: number, rate: number): number =>
  Math.floor((Math.max(0, amount) * rate) / (100 + rate));

/**
 * docs/rules/cart-and-checkout.md#order-taxes: the total less the fees is what the goods cost
 * after every discount (sale, coupon, points); it is shared over the tax rates in proportion to
 * the lines' subtotals (the last rate takes the rounding remainder, so the parts add up to the
 * total). The fees are taxed at the standard rate (10 %). Rates with nothing to tax are left out;
 * the highest rate comes first.
 */
export const orderTaxes = (order: TaxedOrder): OrderTax[] => {
  const byRate = new Map<number, number>();
  for (const line of order.lines) {
    const rate = taxRateOf(line);
    byRate.set(rate, (byRate.get(rate) ?? 0) + Math.max(0, line.subtotal));
  }
  const fees = Math.max(0, Math.min(order.fees, order.total));
  const goods = Math.max(0, order.total - fees);
  const gross = [...byRate.values()].reduce((sum, n) => sum + n, 0);
  const rates = [...byRate.keys()].sort((a, b) => b - a);
  const shares = new Map<number, number>();
  let left = goods;
  rates.forEach((rate, i) => {
    const share =
      i === rates.length - 1
        ? left
        : gross > 0
          ? Math.floor((goods * byRate.get(rate)!) / gross)
          : 0;
    shares.set(rate, share);
    left -= share;
  });
  if (fees > 0) shares.set(DEFAULT_TAX_RATE, (shares.get(DEFAULT_TAX_RATE) ?? 0) + fees);
  return [...shares]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => b - a)
    .map(([tax_rate, price_tax_included]) => ({
      tax_rate,
      price_tax_included,
      tax: includedTax(price_tax_included, tax_rate),
    }));
};
