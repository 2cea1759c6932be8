import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { sessionQueryKey } from '@/shared/session/session';

export const memberInfoKey = ['member', 'info'] as const;

/** `POST /api/account/member/get`: the signed-in buyer's account (docs/rules/accounts.md#member-information-and-leaving). */
export const getMemberInfo = async () => (await callApi('account/member/get')).user;

export const useMemberInfo = () => useQuery({ queryKey: memberInfoKey, queryFn: getMemberInfo });

/** `POST /api/account/member/update {user}`; the answer is the account as stored. */
export const updateMemberInfo = async (body: ApiBody<'account/member/update'>) =>
  (await callApi('account/member/update', body)).user;

export const useUpdateMemberInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMemberInfo,
    onSuccess: async (user) => {
      client.setQueryData(memberInfoKey, user);
      // The BFF's session now holds the new name: the header reads it from there.
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
