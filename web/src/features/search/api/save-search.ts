import { useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `POST /api/searches/save` (docs/rules/trade-desk.md#saved-searches): a name and the results
 * page's query string; the BFF keeps it in the codec's one written form.
 */
export const saveSearch = async (body: ApiBody<'searches/save'>) =>
  (await callApi('searches/save', body)).search;

export const useSaveSearch = () => {
  const queryClient = useQueryClient();
  return useSendMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeDeskKeys.searches }),
  });
};
