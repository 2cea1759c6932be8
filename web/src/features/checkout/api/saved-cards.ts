import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `member/creditcard/get`: a member's saved cards for one card payment profile. */
export const useSavedCards = (paymentProfileId: string, enabled = true) =>
  useQuery({
    queryKey: ['cards', paymentProfileId],
    queryFn: () => callApi('member/creditcard/get', { payment_profile_id: paymentProfileId }),
    enabled: enabled && paymentProfileId !== '',
  });
