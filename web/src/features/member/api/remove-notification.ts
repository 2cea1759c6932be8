import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData, NotifyEntry } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { notificationsKey } from './list-notifications';

type NotifyList = ApiData<'member/notify/list'>;

/**
 * `POST /api/member/notify/addDelete {skuId}` for a SKU on the list: the upstream toggles, so on a
 * listed SKU it removes. The entry leaves the list at once and comes back if the call fails
 * (docs/rules/reviews-and-notifications.md#arrival-notifications).
 */
export const removeNotification = (entry: NotifyEntry) =>
  callApi('member/notify/addDelete', { skuId: entry.skuId });

export const useRemoveNotification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeNotification,
    onMutate: async (entry) => {
      await client.cancelQueries({ queryKey: notificationsKey });
      const previous = client.getQueryData<NotifyList>(notificationsKey);
      if (previous)
        client.setQueryData<NotifyList>(notificationsKey, {
          ...previous,
          notifies: previous.notifies.filter((n) => n.skuId !== entry.skuId),
        });
      return { previous };
    },
    onError: (_error, _entry, context) => {
      if (context?.previous) client.setQueryData(notificationsKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey }),
  });
};
