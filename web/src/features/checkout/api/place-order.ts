import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/shared/lib/api-client';
import { leaveSite } from '@/shared/lib/leave-site';
import { cartQueryKey } from '@/shared/cart/cart-store';
import { clearPartyDrafts } from '../lib/party-draft';
import { checkoutResultKey } from './get-checkout-result';
import { orderQueryKey } from './order';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `order/commit` (docs/rules/cart-and-checkout.md#placing-the-order). A card payment continues at
 * the issuer: the browser goes to the BFF page named in the answer, which sends it on; every
 * other payment is done and the completion page shows the number. A refusal reloads the order.
 */
export const placeOrder = () => callApi('order/commit', {});

export const placeOrderKey = ['order-commit'] as const;

export const usePlaceOrder = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useSendMutation({
    mutationKey: placeOrderKey,
    mutationFn: placeOrder,
    onSuccess: (data) => {
      clearPartyDrafts();
      void client.invalidateQueries({ queryKey: cartQueryKey });
      client.removeQueries({ queryKey: checkoutResultKey });
      if ('redirect' in data && data.redirect) leaveSite(data.next);
      // Once the completion page shows, the order is no longer in progress: Back to checkout
      // reads it again and finds it placed, never the form as it was with "Place order" on it.
      // (Not before: checkout, still shown, would read "no order" and start one from the cart.)
      else
        void Promise.resolve(navigate('/checkout/complete')).then(() =>
          client.removeQueries({ queryKey: orderQueryKey }),
        );
    },
    onError: () => client.invalidateQueries({ queryKey: orderQueryKey }),
  });
};
