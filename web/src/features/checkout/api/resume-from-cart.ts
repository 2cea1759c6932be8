import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StatusCode } from '@kakehashi/contracts/web';
import { useCart } from '@/shared/cart/cart-store';
import { startCheckout } from '@/shared/cart/api/start-checkout';
import { hasStatus } from '@/shared/lib/api-error';
import { orderQueryKey, type useOrder } from './order';

/**
 * docs/rules/cart-and-checkout.md#pages: checkout opened with no order in progress while the cart
 * holds products starts the order from the cart (`order/create`), as "Proceed to checkout" does —
 * once. So a guest who logs in from checkout (leaving the checkout pages forgot the guest's
 * order) comes back to checkout as a member, not to "There is no order in progress".
 * `waiting` while the cart is read or the order started; `error` if starting it was refused.
 */
export const useResumeFromCart = (order: ReturnType<typeof useOrder>) => {
  const client = useQueryClient();
  const noOrder = hasStatus(order.error, StatusCode.noOrderInProgress);
  const cart = useCart();
  const code = cart.data?.lines.length ? cart.data.cart_code : null;
  const start = useMutation({
    mutationFn: startCheckout,
    onSuccess: () => client.invalidateQueries({ queryKey: orderQueryKey }),
  });
  const started = useRef(false);
  const { mutate } = start;
  useEffect(() => {
    if (!noOrder || !code || started.current) return;
    started.current = true;
    mutate(code);
  }, [noOrder, code, mutate]);
  const waiting =
    noOrder &&
    (cart.isPending ||
      (code !== null &&
        (start.isIdle || start.isPending || (start.isSuccess && order.isFetching))));
  return { waiting, error: noOrder ? start.error : null };
};
