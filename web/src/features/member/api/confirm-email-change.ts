import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { sessionQueryKey } from '@/shared/session/session';
import { memberInfoKey } from './get-member-info';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** The code makes the new address the sign-in email; the answer is the account as stored. */
export const confirmEmailChange = async (code: string) =>
  (await callApi('account/email/confirm', { code })).user;

export const useConfirmEmailChange = () => {
  const client = useQueryClient();
  return useSendMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async (user) => {
      client.setQueryData(memberInfoKey, user);
      // The session greets the buyer with the address they now sign in with.
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
