import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/member/point/balance`. */
export const getPointBalance = () => callApi('member/point/balance', {});

export const usePointBalance = () =>
  useQuery({ queryKey: ['member', 'points', 'balance'], queryFn: getPointBalance });
