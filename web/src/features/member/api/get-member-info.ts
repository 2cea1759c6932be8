import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

export const memberInfoKey = ['member', 'info'] as const;

/** `POST /api/account/member/get`: the signed-in buyer's account (docs/rules/accounts.md#member-information-and-leaving). */
export const getMemberInfo = async () => (await callApi('account/member/get')).user;

export const useMemberInfo = () => useQuery({ queryKey: memberInfoKey, queryFn: getMemberInfo });
