import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

export type InboxQuery = ApiBody<'requests/inbox/list'>;

/** `POST /api/requests/inbox/list`: the buyer's sent requests, newest first, one page. */
export const listInbox = (query: InboxQuery) => callApi('requests/inbox/list', query);

export const useInbox = (query: InboxQuery) =>
  useQuery({
    queryKey: [...tradeDeskKeys.inbox, query],
    queryFn: () => listInbox(query),
    // Another filter or page keeps the list on screen until the next one is in.
    placeholderData: keepPreviousData,
  });
