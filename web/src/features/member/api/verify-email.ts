import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { memberInfoKey } from './get-member-info';

/** The code proves the address; the answer is the account with its new second address. */
export const verifyEmail = async (body: { email: string; code: string }) =>
  (await callApi('notifications/email/verify', body)).user;

export const useVerifyEmail = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => client.setQueryData(memberInfoKey, user),
  });
};
