import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { clearCheckoutState } from '@/features/checkout/api/clear-checkout-state';
import { leavesCheckout } from './checkout-paths';

/** Clears the server-held checkout state through the BFF when the user leaves the checkout. */
export function CheckoutStateCleaner() {
  const { pathname } = useLocation();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (leavesCheckout(previous.current, pathname)) {
      // Best effort: a failure leaves state the BFF also expires; it must not break navigation.
      clearCheckoutState().catch(() => undefined);
    }
    previous.current = pathname;
  }, [pathname]);

  return null;
}
