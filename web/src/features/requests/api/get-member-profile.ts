import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/account/member/get`: the buyer's profile, to fill the request form in. */
export const getMemberProfile = async () => (await callApi('account/member/get')).user;

export const useMemberProfile = () =>
  useQuery({ queryKey: ['member', 'profile'], queryFn: getMemberProfile, staleTime: 60_000 });
