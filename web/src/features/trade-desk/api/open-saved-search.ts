import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

/**
 * `POST /api/searches/open`: the buyer opens a saved search; its "new" count starts again from
 * now, so the list and the alerts are read again.
 */
export const openSavedSearch = async (id: string) =>
  (await callApi('searches/open', { id })).search;

export const useOpenSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openSavedSearch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tradeDeskKeys.searches });
      void queryClient.invalidateQueries({ queryKey: tradeDeskKeys.alerts });
    },
  });
};
