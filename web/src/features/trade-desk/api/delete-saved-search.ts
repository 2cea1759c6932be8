import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

/** `POST /api/searches/delete`: the saved search and its alerts go. */
export const deleteSavedSearch = (id: string) => callApi('searches/delete', { id });

export const useDeleteSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tradeDeskKeys.searches });
      void queryClient.invalidateQueries({ queryKey: tradeDeskKeys.alerts });
    },
  });
};
