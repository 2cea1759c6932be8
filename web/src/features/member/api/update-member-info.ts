import { useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { sessionQueryKey } from '@/shared/session/session';
import { memberInfoKey } from './get-member-info';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `POST /api/account/member/update {user}`; the answer is the account as stored. */
export const updateMemberInfo = async (body: ApiBody<'account/member/update'>) =>
  (await callApi('account/member/update', body)).user;

export const useUpdateMemberInfo = () => {
  const client = useQueryClient();
  return useSendMutation({
    mutationFn: updateMemberInfo,
    onSuccess: async (user) => {
      client.setQueryData(memberInfoKey, user);
      // The BFF's session now holds the new name: the header reads it from there.
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
