import { useQuery } from '@tanstack/react-query';
import type { OrderedRange, PaymentStatus } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useRefreshAfterChange } from './refresh-after-change';

/** The buyer's orders: every query of the history, its details and payment choices. */
export const ordersKey = ['member', 'orders'] as const;

/** The history window the page shows and totals over: the upstream's largest page. */
export const ORDER_HISTORY_LIMIT = 100;

/**
 * `POST /api/member/orderHistory/list {paymentStatus, ordered_at}`: the buyer's orders, filtered
 * by payment status (docs/rules/cart-and-checkout.md#payment-statuses; none means every order) and
 * by the days ordered (docs/rules/cart-and-checkout.md#order-history-dates; no bound means all).
 */
export const listOrders = (statuses: readonly PaymentStatus[], range: OrderedRange = {}) =>
  callApi('member/orderHistory/list', {
    ...(statuses.length > 0 ? { paymentStatus: [...statuses] } : {}),
    ...(range.begin || range.end ? { ordered_at: range } : {}),
    offset: 0,
    limit: ORDER_HISTORY_LIMIT,
  });

export const useOrderHistory = (statuses: readonly PaymentStatus[], range: OrderedRange = {}) =>
  useQuery({
    queryKey: [...ordersKey, 'list', statuses, range],
    queryFn: () => listOrders(statuses, range),
  });

/** Cancel or change payment (docs/rules/accounts.md#orders), then read the history again. */
export const useOrderAction = <V>(change: (v: V) => Promise<unknown>) =>
  useRefreshAfterChange(ordersKey, change);
