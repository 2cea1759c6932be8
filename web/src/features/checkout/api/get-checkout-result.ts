import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** Dropped when an order is placed, so the completion page reads the new result. */
export const checkoutResultKey = ['checkout', 'result'] as const;

/** `checkout/result`: how the last checkout ended (order number, or a failed card return's message). */
export const getCheckoutResult = () => callApi('checkout/result');

export const useCheckoutResult = (enabled = true) =>
  useQuery({
    queryKey: checkoutResultKey,
    queryFn: getCheckoutResult,
    enabled,
    staleTime: Infinity,
  });
