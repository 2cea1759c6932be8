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
  total: number;
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
      total: order.total_price,
    };
    globalThis.sessionStorage?.setItem(storageKey, JSON.stringify(placed));
  } catch {
    // Storage refused (private mode, quota): the completion page shows the number alone.
  }
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
      ? (placed as PlacedPayment)
      : null;
  } catch {
    return null;
  }
};
