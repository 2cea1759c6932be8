import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData, BrowserOrderCall } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type Order = ApiData<'order/get'>['order'];
export const orderQueryKey = ['order'] as const;

/**
 * The temporary order the BFF keeps in the session (docs/rules/cart-and-checkout.md): the
 * browser names it by nothing, `order/get` reads the session's one.
 */
export const useOrder = () =>
  useQuery({ queryKey: orderQueryKey, queryFn: async () => (await callApi('order/get')).order });

/** The order calls that answer the reloaded order (docs/rules/cart-and-checkout.md#temporary-order "each change reloads the order"). */
type StepCall = Exclude<
  BrowserOrderCall,
  'order/commit' | 'order/cartLoad' | `order/selections/${string}`
>;

/**
 * One checkout step: its answer replaces the cached order; a refusal reloads the order as the
 * BFF has it, so the screen never shows a half-applied change (nothing is lost on failure).
 */
export const useOrderStep = <N extends StepCall>(name: N) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApiBody<N>) =>
      (await (callApi as (n: N, b: ApiBody<N>) => Promise<ApiData<N>>)(name, body)).order,
    onSuccess: (order) => {
      client.setQueryData(orderQueryKey, order);
      // What may be offered depends on the order (POST_ delivery, usable coupons): ask again.
      void client.invalidateQueries({
        queryKey: orderQueryKey,
        predicate: (query) => query.queryKey.length > 1,
      });
    },
    onError: () => client.invalidateQueries({ queryKey: orderQueryKey }),
  });
};

/** The choices a step may offer, read again whenever the order changes. */
export const useSelections = <N extends `order/selections/${'coupon' | 'delivery' | 'payment'}`>(
  name: N,
  body: ApiBody<N>,
  enabled = true,
) =>
  useQuery({
    queryKey: [...orderQueryKey, name, body],
    queryFn: () => (callApi as (n: N, b: ApiBody<N>) => Promise<ApiData<N>>)(name, body),
    enabled,
  });
