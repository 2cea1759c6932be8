import { useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `POST /api/inquiries/put`: sends the request; the supplier gets it, the buyer a copy, and the
 * BFF records it in the buyer's inbox (docs/rules/trade-desk.md#recording).
 */
export const putInquiry = (body: ApiBody<'inquiries/put'>) => callApi('inquiries/put', body);

export const usePutInquiry = () => {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: putInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeDeskKeys.inbox }),
  });
};
