import { toInstant, type DateInput } from '../format/tokyo-time';

// docs/rules/cart-and-checkout.md#bank-transfer: when a buyer is told where and how to pay by
// bank transfer, and by which day. Time-dependent parts take the order's moment as a parameter.

/** The transfer period when the payment profile does not state one. */
export const DEFAULT_TRANSFER_DAYS = 7;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The last moment to transfer: the order's moment plus the profile's days (shown as its day in
 * Japan time, `formatDate`). Null for an unreadable moment.
 */
export const transferDeadline = (
  orderedAt: DateInput | null | undefined,
  days: number = DEFAULT_TRANSFER_DAYS,
): Date | null => {
  const instant = toInstant(orderedAt);
  return instant ? new Date(instant.getTime() + days * dayMs) : null;
};

/**
 * Whether an order's page shows the transfer instructions: its payment profile carries a bank
 * account and the money has not arrived (`unpaid`); a paid, cancelled or refunded order has
 * nothing left to transfer.
 */
export const awaitsTransfer = (order: {
  payment_status: string;
  payment_profile?: { id: string; option?: unknown } | null;
}): boolean => order.payment_status === 'unpaid' && Boolean(order.payment_profile?.option);
