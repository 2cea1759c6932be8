import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { memberInfoKey, updateMemberInfo } from './member-info';

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

/** Removing needs no proof: a plain member update with an empty second address. */
export const useRemoveSecondEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => updateMemberInfo({ user: { email_secondary: '' } }),
    onSuccess: (user) => client.setQueryData(memberInfoKey, user),
  });
};
