import type { PaymentStatus } from './order-history';

// docs/rules/accounts.md#orders: what a buyer may still do with a finished order. Orders can be
// cancelled and their payment changed afterwards; when is ours to decide, and it follows money:
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
