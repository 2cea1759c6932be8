import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/promotionMails/unsubscribe {token}`: no sign-in needed, the token names the buyer. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => callApi('promotionMails/unsubscribe', { token }),
  });
