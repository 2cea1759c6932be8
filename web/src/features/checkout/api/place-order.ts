import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/shared/lib/api-client';
import { leaveSite } from '@/shared/lib/leave-site';
import { cartQueryKey } from '@/shared/cart/cart-store';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { checkoutResultKey } from './get-checkout-result';
import { orderQueryKey, useOrder, type Order } from './order';
import { rememberPlacedPayment } from './placed-payment';

/**
 * `order/commit` (docs/rules/cart-and-checkout.md#placing-the-order). A card payment continues at
 * the issuer: the browser goes to the BFF page named in the answer, which sends it on; every
 * other payment is done and the completion page shows the number. A refusal reloads the order.
 */
export const placeOrder = () => callApi('order/commit', {});

export const usePlaceOrder = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  const locale = useLocale();
  // The order's payment is worded in the session language: the page's, unless the order was read
  // before a language switch was stored (then in the one left, of the two).
  const worded = useWordedInPageLanguage(useOrder());
  const wordedIn = worded ? locale : locale === 'en' ? 'jp' : 'en';
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (data) => {
      // The completion page's "how to pay" (the commit answers the number only).
      rememberPlacedPayment(client.getQueryData<Order>(orderQueryKey), data.order_number, wordedIn);
      void client.invalidateQueries({ queryKey: cartQueryKey });
      client.removeQueries({ queryKey: checkoutResultKey });
      if ('redirect' in data && data.redirect) leaveSite(data.next);
      else void navigate('/checkout/complete');
    },
    onError: () => client.invalidateQueries({ queryKey: orderQueryKey }),
  });
};
