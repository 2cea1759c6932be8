import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';

/**
 * `POST /api/alerts/seen`: the buyer has seen a supplier's new products (or, without one, every
 * supplier's); the answer is the alerts as they are now, which the page and the header show.
 */
export const markAlertsSeen = (body: ApiBody<'alerts/seen'>) => callApi('alerts/seen', body);

export const useMarkAlertsSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertsSeen,
    onSuccess: (data) => {
      queryClient.setQueryData(tradeDeskKeys.alerts, data);
      queryClient.setQueryData([...tradeDeskKeys.alerts, 'fresh'], data);
    },
  });
};
