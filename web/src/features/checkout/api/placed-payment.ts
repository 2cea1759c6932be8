import type { BankTransferAccount } from '@kakehashi/contracts/web';
import type { Locale } from '@/shared/i18n/i18n';
import type { Order } from './order';

/**
 * How a placed order is to be paid, kept by the browser for the completion page. The commit
 * answer and `checkout/result` carry only the order number (and a guest's password,
 * docs/rules/cart-and-checkout.md#placing-the-order), so the payment the buyer chose and the
 * total are taken from the temporary order shown when "Place order" was pressed, tied to the
 * number the commit answered. Session storage keeps it across a reload and the card issuer's
 * round trip in the same tab, and never past the tab.
 */
export type PlacedPayment = {
  orderNumber: string;
  /** The language the payment's name and description came in (the upstream answers in one). */
  locale: Locale;
  code: string;
  name: string;
  description?: string;
  /** A bank transfer's account (docs/rules/cart-and-checkout.md#bank-transfer), in `locale`. */
  option?: BankTransferAccount | null;
  total: number;
  /** When "Place order" was answered (epoch ms): the transfer period counts from it. */
  placedAt?: number;
};

const storageKey = 'kakehashi.placed-payment';

export const rememberPlacedPayment = (
  order: Order | undefined,
  orderNumber: string,
  locale: Locale,
) => {
  const profile = order?.payment_profile;
  try {
    if (!profile) {
      globalThis.sessionStorage?.removeItem(storageKey);
      return;
    }
    const placed: PlacedPayment = {
      orderNumber,
      locale,
      code: profile.code,
      name: profile.name,
      description: profile.description,
      option: profile.option ?? null,
      total: order.total_price,
      placedAt: Date.now(),
    };
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(placed));
  } catch {
    // Storage refused (private mode, quota): the completion page shows the number alone.
  }
};

const accountFields = [
  'bank_name',
  'branch_name',
  'account_type',
  'account_number',
  'account_holder',
] as const;

/** A kept account as the contract had it, or null (an older or altered record). */
const accountOf = (value: unknown): BankTransferAccount | null => {
  if (typeof value !== 'object' || value === null) return null;
  const account = value as Record<string, unknown>;
  const days = account.transfer_days;
  return accountFields.every((f) => typeof account[f] === 'string' && account[f] !== '') &&
    (days === undefined || (typeof days === 'number' && Number.isInteger(days) && days > 0))
    ? (account as BankTransferAccount)
    : null;
};

/** The remembered payment of this order number, or null (another order's, none, unreadable). */
export const placedPaymentOf = (orderNumber: string): PlacedPayment | null => {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const placed = parsed as Partial<PlacedPayment>;
    return placed.orderNumber === orderNumber &&
      typeof placed.code === 'string' &&
      typeof placed.name === 'string' &&
      typeof placed.total === 'number'
      ? {
          ...(placed as PlacedPayment),
          option: accountOf(placed.option),
          placedAt: typeof placed.placedAt === 'number' ? placed.placedAt : undefined,
        }
      : null;
  } catch {
    return null;
  }
};
