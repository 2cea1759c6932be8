import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

/** `POST /api/requests/inbox/update`: the buyer marks a request or changes its private note. */
export const updateInboxEntry = (body: ApiBody<'requests/inbox/update'>) =>
  callApi('requests/inbox/update', body);

export const useUpdateInboxEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeDeskKeys.inbox }),
  });
};
