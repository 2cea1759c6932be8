import { toInstant, type DateInput } from '../format/tokyo-time';

// docs/rules/cart-and-checkout.md#purchase-and-reserve-periods: "Purchasable only inside the
// purchase period or reserve-order period (missing bound means open). A sale is active when now is
// inside its period." `now` is always a parameter so the rule is pure and a test or the BFF's
// injected clock decides what "now" is.

/** A period whose bounds may be missing; zoneless strings are Tokyo time (see `toInstant`). */
export type Period = { begin?: DateInput | null; end?: DateInput | null };

/**
 * Whether `now` lies inside the period, both bounds included. A missing or unreadable bound is open
 * on that side (docs/rules/cart-and-checkout.md#purchase-and-reserve-periods), so a period with no
 * bounds at all always contains `now`.
 */
export const isWithinPeriod = (period: Period, now: DateInput): boolean => {
  const at = toInstant(now);
  if (!at) return false;
  const begin = toInstant(period.begin);
  const end = toInstant(period.end);
  return (!begin || begin.getTime() <= at.getTime()) && (!end || at.getTime() <= end.getTime());
};

/**
 * The item fields that set when it can be bought (Item,
 * docs/rules/cart-and-checkout.md#purchase-and-reserve-periods).
 */
export type PurchasePeriods = {
  purchase_period_begin?: DateInput | null;
  purchase_period_end?: DateInput | null;
  reserve_order_period_begin?: DateInput | null;
  reserve_order_period_end?: DateInput | null;
};

const isSet = (period: Period) =>
  toInstant(period.begin) !== null || toInstant(period.end) !== null;

/**
 * Which window makes the item buyable now: 'purchase' (ordinary purchase), 'reserve' (a reserve
 * order, e.g. before release) or null (not buyable). The purchase period wins when both apply.
 *
 * Taken literally, "missing bound means open" would make an item without a reserve-order period
 * (both bounds missing) buyable at every moment, and every period pointless. So a period counts
 * only when at least one of its bounds is set, and inside a set period a missing bound is open.
 * An item with no period set at all has no restriction and is always buyable.
 */
export const purchaseWindow = (
  item: PurchasePeriods,
  now: DateInput,
): 'purchase' | 'reserve' | null => {
  const purchase = { begin: item.purchase_period_begin, end: item.purchase_period_end };
  const reserve = { begin: item.reserve_order_period_begin, end: item.reserve_order_period_end };
  if (!isSet(purchase) && !isSet(reserve)) return toInstant(now) ? 'purchase' : null;
  if (isSet(purchase) && isWithinPeriod(purchase, now)) return 'purchase';
  if (isSet(reserve) && isWithinPeriod(reserve, now)) return 'reserve';
  return null;
};

/**
 * docs/rules/cart-and-checkout.md#purchase-and-reserve-periods: purchasable only inside the
 * purchase or the reserve-order period.
 */
export const isPurchasable = (item: PurchasePeriods, now: DateInput): boolean =>
  purchaseWindow(item, now) !== null;

/**
 * docs/rules/cart-and-checkout.md#purchase-and-reserve-periods: a sale is active when `now` is
 * inside its period (bounds included, missing = open).
 */
export const isSaleActive = (sale: Period, now: DateInput): boolean => isWithinPeriod(sale, now);
