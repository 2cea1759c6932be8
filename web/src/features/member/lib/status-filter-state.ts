import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isPaymentStatus, type PaymentStatus } from '@kakehashi/contracts/web';

/** The filter lives in the URL (`?status=unpaid,captured`) so it survives reload and back. */
const statusesOf = (raw: string | null): PaymentStatus[] =>
  (raw ?? '').split(',').filter(isPaymentStatus);

/**
 * The order-history filter (docs/rules/cart-and-checkout.md#payment-statuses). The URL stays the
 * source of truth, but the router applies a search change a moment after the click; the boxes
 * show the buyer's choice at once from local state, which adopts the URL whenever the URL itself
 * changes (the write landing, reload, back/forward).
 */
export function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const fromUrl = statusesOf(params.get('status'));
  const urlKey = fromUrl.join(',');
  const [seenKey, setSeenKey] = useState(urlKey);
  const [selected, setSelected] = useState(fromUrl);
  if (seenKey !== urlKey) {
    // Adjusting state while rendering (not in an effect) so no frame shows the stale boxes.
    setSeenKey(urlKey);
    setSelected(fromUrl);
  }
  const choose = (next: PaymentStatus[]) => {
    setSelected(next);
    setParams(next.length > 0 ? { status: next.join(',') } : {}, { replace: true });
  };
  return { selected, applied: fromUrl, choose };
}
