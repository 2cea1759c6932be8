import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StatusCode,
  type ApiBody,
  type ApiData,
  type BrowserOrderCall,
} from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { ApiError } from '@/shared/lib/api-error';
import { inSessionLanguage } from '@/shared/i18n/language';
import { useSendMutation } from '@/shared/lib/use-send-mutation';
import { checkoutResultKey, getCheckoutResult } from './get-checkout-result';

export type Order = ApiData<'order/get'>['order'];
export const orderQueryKey = ['order'] as const;

/**
 * The temporary order the BFF keeps in the session (docs/rules/cart-and-checkout.md): the
 * browser names it by nothing, `order/get` reads the session's one.
 */
export const useOrder = () => {
  const client = useQueryClient();
  return useQuery({
    queryKey: orderQueryKey,
    queryFn: async () => {
      // Checkout opened afresh (an address typed, a reload, back from signing in) may find no
      // order in the session: the BFF would refuse order/get (409, E000-410), a failed request
      // in the console of every such opening. The first reading asks first whether there is one
      // (`checkout/result`, the BFF's own answer) and, without one, goes where that refusal
      // leads: start from the cart (docs/rules/cart-and-checkout.md#pages).
      if (client.getQueryData(orderQueryKey) === undefined) {
        // Shared with the page's own reading of the result when both ask at once; never an old one.
        const state = await client
          .fetchQuery({ queryKey: checkoutResultKey, queryFn: getCheckoutResult, staleTime: 0 })
          .catch(() => null);
        if (state?.orderInProgress === false)
          throw new ApiError(StatusCode.noOrderInProgress, '', [], 409);
      }
      return (await callApi('order/get')).order;
    },
    // Its sale, coupon, option and payment names come in the session language only.
    meta: inSessionLanguage,
  });
};

/** The order calls that answer the reloaded order (docs/rules/cart-and-checkout.md#temporary-order "each change reloads the order"). */
type StepCall = Exclude<
  BrowserOrderCall,
  'order/commit' | 'order/cartLoad' | `order/selections/${string}`
>;

/**
 * Steps on their way, per query client. The purchaser and receiver taken from the profile are
 * confirmed together, and their answers may arrive in either order: the answer of the step the
 * upstream handled first does not know the other one, and taken as the order it would show that
 * step as not done again. So once steps overlap, no answer is taken as the order; the last to
 * settle reads the order again, as it is after all of them. (Counted here, synchronously: a
 * mutation still counts as pending for a few ticks after its callbacks ran.)
 */
const stepsOut = new WeakMap<object, { count: number; overlapped: boolean }>();
const stepsOf = (client: object) => {
  let steps = stepsOut.get(client);
  if (!steps) stepsOut.set(client, (steps = { count: 0, overlapped: false }));
  return steps;
};

/** Every step's calls, so the summary can tell a step saved after its own refusal. */
export const orderStepKey = ['order-step'] as const;

/**
 * One checkout step: its answer replaces the cached order; a refusal reloads the order as the
 * BFF has it, so the screen never shows a half-applied change (nothing is lost on failure).
 */
export const useOrderStep = <N extends StepCall>(name: N) => {
  const client = useQueryClient();
  const settle = (order?: Order) => {
    const steps = stepsOf(client);
    steps.count -= 1;
    if (steps.count > 0) {
      steps.overlapped = true;
      return;
    }
    if (order && !steps.overlapped) {
      client.setQueryData(orderQueryKey, order);
      // What may be offered depends on the order (POST_ delivery, usable coupons): ask again.
      void client.invalidateQueries({
        queryKey: orderQueryKey,
        predicate: (query) => query.queryKey.length > 1,
      });
      return;
    }
    steps.overlapped = false;
    void client.invalidateQueries({ queryKey: orderQueryKey });
  };
  return useSendMutation({
    mutationKey: [...orderStepKey, name],
    mutationFn: async (body: ApiBody<N>) =>
      (await (callApi as (n: N, b: ApiBody<N>) => Promise<ApiData<N>>)(name, body)).order,
    onMutate: () => {
      const steps = stepsOf(client);
      steps.count += 1;
      if (steps.count > 1) steps.overlapped = true;
    },
    onSuccess: (order) => settle(order),
    onError: () => settle(),
  });
};

/** The choices a step may offer, read again whenever the order changes. */
/**
 * The delivery methods offered to each of these delivery units (the queries the delivery step
 * reads, so no second call), by unit number; undefined while one is not read.
 */
export const useDeliveryChoicesOf = (unitNos: number[]) => {
  const results = useQueries({
    queries: unitNos.map((deliveryUnitNo) => {
      const body = { deliveryUnitNo };
      return {
        queryKey: [...orderQueryKey, 'order/selections/delivery', body],
        queryFn: () => callApi('order/selections/delivery', body),
        meta: inSessionLanguage,
      };
    }),
  });
  return (unitNo: number) => results[unitNos.indexOf(unitNo)]?.data?.delivery_methods;
};

export const useSelections = <N extends `order/selections/${'coupon' | 'delivery' | 'payment'}`>(
  name: N,
  body: ApiBody<N>,
  enabled = true,
) =>
  useQuery({
    queryKey: [...orderQueryKey, name, body],
    queryFn: () => (callApi as (n: N, b: ApiBody<N>) => Promise<ApiData<N>>)(name, body),
    enabled,
    // Method, payment and coupon names and descriptions come in the session language only.
    meta: inSessionLanguage,
  });
