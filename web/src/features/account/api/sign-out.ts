import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/lib/api-client';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';

/** `POST /api/auth/signout`: afterwards the browser is signed out whatever the upstream said. */
export const signOut = () => api.post<{ signedIn: false }>('/auth/signout');

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
