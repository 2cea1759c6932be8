import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `paymentLogin/config`: whether the provider's button is offered at all. */
export const usePaymentLoginConfig = () =>
  useQuery({
    queryKey: ['paymentLogin', 'config'],
    queryFn: () => callApi('paymentLogin/config'),
    staleTime: Infinity,
  });
