import { useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `POST /api/requests/quote`: the BFF writes the quote's bilingual text, sends it upstream and
 * records it in the buyer's inbox; the answer is the reference number and the inbox entry.
 */
export const putQuoteRequest = (body: ApiBody<'requests/quote'>) => callApi('requests/quote', body);

export const useQuoteRequest = () => {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: putQuoteRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeDeskKeys.inbox }),
  });
};
