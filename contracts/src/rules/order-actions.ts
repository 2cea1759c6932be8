import type { PaymentStatus } from './order-history';

// docs/rules/accounts.md "Orders": what a buyer may still do with a finished order. spec §4 says
// orders can be cancelled and their payment changed afterwards, not when; ours follows money:
// nothing can be undone once it was captured, refunded or cancelled.

/** Statuses in which no money has moved yet, so the order may still be cancelled. */
export const CANCELLABLE_STATUSES: readonly PaymentStatus[] = [
  'unpaid',
  'authorized',
  'auth-pending',
  'auth-examination',
];

/** Statuses in which the buyer has not paid yet or the payment failed: another method may be chosen. */
export const PAYMENT_CHANGEABLE_STATUSES: readonly PaymentStatus[] = ['unpaid', 'system-error'];

export const canCancelOrder = (status: string): boolean =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status);

export const canChangePayment = (status: string): boolean =>
  (PAYMENT_CHANGEABLE_STATUSES as readonly string[]).includes(status);

/** spec §5/§9: the point-history paging window is clamped to 1..100, never refused. */
export const POINT_HISTORY_WINDOW = { min: 1, max: 100 } as const;

export const clampPointWindow = (limit: number): number =>
  Math.min(Math.max(Math.floor(limit), POINT_HISTORY_WINDOW.min), POINT_HISTORY_WINDOW.max);
