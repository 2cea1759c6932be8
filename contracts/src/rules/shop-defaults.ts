// Business constants with the rule that applies each one
// (docs/rules/cart-and-checkout.md#tax-and-fee-defaults).

/**
 * docs/rules/cart-and-checkout.md#tax-and-fee-defaults: an order line without a tax rate is taxed
 * at 10 percent.
 */
export const DEFAULT_TAX_RATE = 10;

/** The tax rate of a line: its own when it is a number (0 included), else the default 10. */
export const taxRateOf = (line: { tax_rate?: number | null }): number =>
  typeof line.tax_rate === 'number' && Number.isFinite(line.tax_rate)
    ? line.tax_rate
    : DEFAULT_TAX_RATE;

/** docs/rules/cart-and-checkout.md#tax-and-fee-defaults: an unset payment fee is 0. */
export const paymentFeeOf = (
  profile: { payment_fee?: number | null } | null | undefined,
): number =>
  typeof profile?.payment_fee === 'number' && Number.isFinite(profile.payment_fee)
    ? profile.payment_fee
    : 0;

/** docs/rules/cart-and-checkout.md#points: the point-history paging window is 1..100. */
export const POINT_HISTORY_LIMIT_MIN = 1;
export const POINT_HISTORY_LIMIT_MAX = 100;

/**
 * docs/rules/cart-and-checkout.md#points: clamps a point-history page size into 1..100; a
 * non-number gives the maximum.
 */
export const clampPointHistoryLimit = (limit: number): number =>
  Number.isFinite(limit)
    ? Math.min(Math.max(Math.floor(limit), POINT_HISTORY_LIMIT_MIN), POINT_HISTORY_LIMIT_MAX)
    : POINT_HISTORY_LIMIT_MAX;
