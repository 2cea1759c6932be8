import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `member/point/balance`: the points a member may use on the order. */
export const usePointBalance = () =>
  useQuery({
    queryKey: ['points', 'balance'],
    queryFn: () => callApi('member/point/balance', {}),
  });
