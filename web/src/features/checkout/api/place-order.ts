import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/shared/lib/api-client';
import { leaveSite } from '@/shared/lib/leave-site';
import { rememberCartCode, cartQueryKey } from '@/shared/cart/cart-store';
import { orderQueryKey } from './order';

/**
 * `order/commit` (docs/rules/cart-and-checkout.md#placing-the-order). A card payment continues at
 * the issuer: the browser goes to the BFF page named in the answer, which sends it on; every
 * other payment is done and the completion page shows the number. A refusal reloads the order.
 */
export const usePlaceOrder = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('order/commit', {}),
    onSuccess: (data) => {
      void client.invalidateQueries({ queryKey: cartQueryKey });
      client.removeQueries({ queryKey: checkoutResultKey });
      if (data.redirect === true && typeof data.next === 'string') leaveSite(data.next);
      else void navigate('/checkout/complete');
    },
    onError: () => client.invalidateQueries({ queryKey: orderQueryKey }),
  });
};

/** `order/cartLoad`: back to the cart; the temporary order is dropped and the cart kept. */
export const useBackToCart = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('order/cartLoad', {}),
    onSuccess: ({ cart_code }) => {
      rememberCartCode(cart_code);
      client.removeQueries({ queryKey: orderQueryKey });
      void client.invalidateQueries({ queryKey: cartQueryKey });
      void navigate('/cart');
    },
  });
};

const checkoutResultKey = ['checkout', 'result'] as const;

/** How the last checkout ended (order number, or a failed card return's message). */
export const useCheckoutResult = (enabled = true) =>
  useQuery({
    queryKey: checkoutResultKey,
    queryFn: () => callApi('checkout/result'),
    enabled,
    staleTime: Infinity,
  });
