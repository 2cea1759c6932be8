import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';

/** `POST /api/auth/signout`: afterwards the browser is signed out whatever the upstream said. */
export const signOut = () => callApi('auth/signout');

export const useSignOut = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      forgetMemberData(client);
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
