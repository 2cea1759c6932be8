import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertsData } from '@kakehashi/contracts/web';
import { tradeDeskKeys } from '@/shared/trade-desk/query-keys';
import { getAlerts } from './get-alerts';

/**
 * The alerts page: counted again on opening (unless counted a moment ago), and the header's
 * number follows the answer at once.
 */
export const useFreshAlerts = () => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...tradeDeskKeys.alerts, 'fresh'],
    queryFn: async (): Promise<AlertsData> => {
      const data = await getAlerts(true);
      queryClient.setQueryData(tradeDeskKeys.alerts, data);
      return data;
    },
    staleTime: 0,
  });
};
