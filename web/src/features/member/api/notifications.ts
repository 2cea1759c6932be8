import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData, NotifyEntry } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

type NotifyList = ApiData<'member/notify/list'>;

/** Member data: dropped by forgetMemberData whenever the session changes hands. */
const notificationsKey = ['member', 'notifications'] as const;

/** `POST /api/member/notify/list`: the SKUs the buyer asked to hear about when back in stock. */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsKey,
    queryFn: () => callApi('member/notify/list', {}),
  });

/**
 * `POST /api/member/notify/addDelete {skuId}` for a SKU on the list: the upstream toggles, so on a
 * listed SKU it removes. The entry leaves the list at once and comes back if the call fails
 * (docs/rules/reviews-and-notifications.md#arrival-notifications).
 */
export const useRemoveNotification = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: NotifyEntry) => callApi('member/notify/addDelete', { skuId: entry.skuId }),
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
