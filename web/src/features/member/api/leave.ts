import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `POST /api/account/leave {password}` (docs/rules/accounts.md#member-information-and-leaving): on success the BFF has destroyed the session
 * and cleared its cookie; the browser forgets every member answer it cached.
 */
export const leaveMembership = (password: string) => callApi('account/leave', { password });

export const useLeaveMembership = () => {
  const client = useQueryClient();
  return useSendMutation({
    mutationFn: leaveMembership,
    onSuccess: async () => {
      forgetMemberData(client);
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
