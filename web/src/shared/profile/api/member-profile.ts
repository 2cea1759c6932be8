import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `account/member/get`: the signed-in buyer's profile, to fill a contact or request form in, or to
 * say who wrote the buyer's own review on a product page. These screens share this query (same
 * key, same shape); `enabled: false` makes no call.
 */
export const getMemberProfile = async () => (await callApi('account/member/get')).user;

export const useMemberProfile = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: ['member', 'profile'],
    queryFn: getMemberProfile,
    staleTime: 60_000,
    enabled,
  });
