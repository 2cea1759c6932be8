import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '@/shared/lib/api-client';
import { rememberCartCode, cartQueryKey } from '@/shared/cart/cart-store';
import { orderQueryKey } from './order';

/** `order/cartLoad`: back to the cart; the temporary order is dropped and the cart kept. */
export const backToCart = () => callApi('order/cartLoad', {});

export const useBackToCart = () => {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: backToCart,
    onSuccess: ({ cart_code }) => {
      rememberCartCode(cart_code);
      client.removeQueries({ queryKey: orderQueryKey });
      void client.invalidateQueries({ queryKey: cartQueryKey });
      void navigate('/cart');
    },
  });
};
