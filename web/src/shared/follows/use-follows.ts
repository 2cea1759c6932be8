import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageForCodes, StatusCode, type ApiData } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { ApiError } from '@/shared/lib/api-error';
import { useSession } from '@/shared/session/session';
import { listFollows } from './api/list-follows';
import { setFollow } from './api/set-follow';

type FollowList = ApiData<'member/follows/list'>;

/** Member data: dropped by forgetMemberData whenever the session changes hands. */
export const followsQueryKey = ['member', 'follows'] as const;

/** The signed-in buyer's followed suppliers (none while signed out, without a call). */
export const useFollowList = () => {
  const signedIn = useSession().data?.signedIn === true;
  return useQuery({
    queryKey: followsQueryKey,
    queryFn: listFollows,
    enabled: signedIn,
    staleTime: 30_000,
  });
};

/** Whether a supplier is followed, as far as the browser knows now. */
export const useIsFollowed = (supplierId: string | undefined): boolean => {
  const list = useFollowList().data;
  return Boolean(supplierId && list?.supplierIds.includes(supplierId));
};

const withFollow = (list: FollowList, supplierId: string, follow: boolean): FollowList => {
  const others = list.supplierIds.filter((id) => id !== supplierId);
  const supplierIds = follow ? [supplierId, ...others] : others;
  const suppliers = follow ? list.suppliers : list.suppliers.filter((s) => s.id !== supplierId);
  return { supplierIds, suppliers, hit: supplierIds.length };
};

/**
 * Follows or unfollows one supplier (docs/rules/lists-and-requests.md#follows): the new state
 * shows at once, the BFF changes just that supplier, and a failure puts the list back with the
 * BFF's message. Signed out it fails with E028-901 and its mapped message without any call.
 */
export const useFollowToggle = () => {
  const client = useQueryClient();
  const signedIn = useSession().data?.signedIn === true;
  const locale = useLocale();
  return useMutation({
    mutationFn: async ({ supplierId, follow }: { supplierId: string; follow: boolean }) => {
      if (!signedIn) {
        const status = StatusCode.memberOnly;
        throw new ApiError(status, messageForCodes([status], locale), [], 401);
      }
      return setFollow(supplierId, follow);
    },
    onMutate: async ({ supplierId, follow }) => {
      if (!signedIn) return { previous: undefined };
      await client.cancelQueries({ queryKey: followsQueryKey });
      const previous = client.getQueryData<FollowList>(followsQueryKey);
      if (previous) client.setQueryData(followsQueryKey, withFollow(previous, supplierId, follow));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(followsQueryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: followsQueryKey }),
  });
};
