import { paymentStatuses } from '../upstream/member-extras';

/**
 * docs/rules/cart-and-checkout.md#payment-statuses: the payment statuses an order history can be
 * filtered by (the upstream's list).
 */
export const PAYMENT_STATUSES = paymentStatuses;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

/**
 * The default of the configured target statuses (the BFF's `ORDER_TOTAL_STATUSES`): money the
 * buyer has actually committed (authorised or captured). Pages read the configured list from the
 * session's `site` block, never this constant.
 */
export const DEFAULT_ORDER_TOTAL_STATUSES: readonly PaymentStatus[] = ['authorized', 'captured'];

/**
 * docs/rules/cart-and-checkout.md#order-history-totals: the order-history total sums only orders
 * whose payment status is one of the target statuses. An order without a numeric total adds
 * nothing.
 */
export const orderHistoryTotal = (
  orders: ReadonlyArray<{ payment_status?: string | null; total_price?: number | null }>,
  targetStatuses: readonly string[],
): number =>
  orders.reduce((sum, order) => {
    const counted = order.payment_status != null && targetStatuses.includes(order.payment_status);
    const price = order.total_price;
    return counted && typeof price === 'number' && Number.isFinite(price) ? sum + price : sum;
  }, 0);
