import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { sessionQueryKey } from '@/shared/session/session';
import { memberInfoKey } from './member-info';

/**
 * docs/rules/accounts.md#sign-in-email: the current password proves the buyer, and a code is
 * mailed to the new address.
 */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: (body: { currentPassword: string; newEmail: string }) =>
      callApi('account/email/change', body),
  });

/** The code makes the new address the sign-in email; the answer is the account as stored. */
export const useConfirmEmailChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await callApi('account/email/confirm', { code })).user,
    onSuccess: async (user) => {
      client.setQueryData(memberInfoKey, user);
      // The session greets the buyer with the address they now sign in with.
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
