import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/member/userRank/get`: the buyer's user rank (docs/rules/accounts.md#member-area). */
export const getUserRank = async () => (await callApi('member/userRank/get', {})).user_rank;

export const useUserRank = () => useQuery({ queryKey: ['member', 'rank'], queryFn: getUserRank });
