import { useSearchParams } from 'react-router';
import { isPaymentStatus, type PaymentStatus } from '@kakehashi/contracts/web';

/** The filter lives in the URL (`?status=unpaid,captured`) so it survives reload and back. */
const statusesOf = (raw: string | null): PaymentStatus[] =>
  (raw ?? '').split(',').filter(isPaymentStatus);

/**
 * The order-history filter (docs/rules/cart-and-checkout.md#payment-statuses), read from the URL
 * only. A change is committed at once (flushSync), not as a transition, so the box ticks with the
 * click and a second click builds on the first (as the search filters do). The date range beside
 * it (`from`, `to`) is kept.
 */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const selected = statusesOf(params.get('status'));
  const choose = (next: PaymentStatus[]) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.length > 0) updated.set('status', next.join(','));
        else updated.delete('status');
        return updated;
      },
      { replace: true, flushSync: true },
    );
  return { selected, choose };
}
