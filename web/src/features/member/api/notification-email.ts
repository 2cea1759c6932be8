import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { memberInfoKey } from './member-info';

/** docs/rules/linked-services.md#notification-address: mail a code to the address. */
export const useSendEmailCode = () =>
  useMutation({
    mutationFn: (email: string) => callApi('notifications/email/send', { email }),
  });

/** The code proves the address; the answer is the account with its new second address. */
export const useVerifyEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; code: string }) =>
      (await callApi('notifications/email/verify', body)).user,
    onSuccess: (user) => client.setQueryData(memberInfoKey, user),
  });
};
