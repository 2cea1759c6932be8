import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** Member data: dropped by forgetMemberData whenever the session changes hands. */
export const notificationsKey = ['member', 'notifications'] as const;

/** `POST /api/member/notify/list`: the SKUs the buyer asked to hear about when back in stock. */
export const listNotifications = () => callApi('member/notify/list', {});

export const useNotifications = () =>
  useQuery({ queryKey: notificationsKey, queryFn: listNotifications });
