import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { cardKey } from './get-card-history';
import { memberInfoKey } from './get-member-info';

/** `POST /api/externalPoint/unlink {password}`, then the account is read again. */
export const unlinkCard = (password: string) => callApi('externalPoint/unlink', { password });

export const useUnlinkCard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkCard,
    // The account is read again first: once it shows no card the history is no longer on screen.
    // Dropped before that, the still-shown history asked for the unlinked card again (a 400).
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: memberInfoKey });
      client.removeQueries({ queryKey: cardKey });
    },
  });
};
