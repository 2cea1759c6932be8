import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `account/member/get`: the signed-in buyer's profile, to fill a contact or request form in. The
 * contact and request screens share this query (same key, same shape).
 */
export const getMemberProfile = async () => (await callApi('account/member/get')).user;

export const useMemberProfile = () =>
  useQuery({ queryKey: ['member', 'profile'], queryFn: getMemberProfile, staleTime: 60_000 });
