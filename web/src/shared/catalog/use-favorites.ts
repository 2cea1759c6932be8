import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiData, Item } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useLatestAlertOnly } from '@/shared/lib/latest-alert';
import { memberOnlyError } from '@/shared/session/member-only';
import { useSession } from '@/shared/session/session';
import { listFavorites } from './api/list-favorites';
import { toggleFavorite } from './api/toggle-favorite';

type FavoriteList = ApiData<'member/favorite/list'>;

/** Member data: dropped by forgetMemberData whenever the session changes hands. */
export const favoritesQueryKey = ['member', 'favorites'] as const;

/** docs/rules/lists-and-requests.md: a product is kept by its first SKU. */
export const favoriteSkuOf = (item: Item): string | undefined => item.skus[0]?.id;

/** The signed-in buyer's favourites (none while signed out, without a call). */
export const useFavoriteList = () => {
  const signedIn = useSession().data?.signedIn === true;
  return useQuery({
    queryKey: favoritesQueryKey,
    queryFn: listFavorites,
    enabled: signedIn,
    staleTime: 30_000,
  });
};

/** Whether a SKU is among the favourites, as far as the browser knows now. */
export const useIsFavorite = (skuId: string | undefined): boolean => {
  const list = useFavoriteList().data;
  return Boolean(skuId && list?.favorites.some((f) => f.skuId === skuId));
};

const withToggled = (list: FavoriteList, item: Item, skuId: string): FavoriteList => {
  const present = list.favorites.some((f) => f.skuId === skuId);
  const favorites = present
    ? list.favorites.filter((f) => f.skuId !== skuId)
    : [...list.favorites, { skuId, option: null, labels: [], item }];
  return { ...list, favorites, hit: favorites.length };
};

/**
 * Adds or removes a product at once (the list is updated before the BFF answers) and rolls back
 * with the BFF's message when the call fails. Signed out, it fails with E028-901 and the mapped
 * message without calling anything (docs/rules/lists-and-requests.md).
 */
export const useFavoriteToggle = () => {
  const client = useQueryClient();
  const signedIn = useSession().data?.signedIn === true;
  const locale = useLocale();
  const toggle = useMutation({
    mutationFn: async ({ item }: { item: Item }) => {
      const skuId = favoriteSkuOf(item);
      if (!signedIn || !skuId) throw await memberOnlyError(locale);
      return toggleFavorite(skuId);
    },
    onMutate: async ({ item }) => {
      const skuId = favoriteSkuOf(item);
      if (!signedIn || !skuId) return { previous: undefined };
      await client.cancelQueries({ queryKey: favoritesQueryKey });
      const previous = client.getQueryData<FavoriteList>(favoritesQueryKey);
      if (previous) client.setQueryData(favoritesQueryKey, withToggled(previous, item, skuId));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(favoritesQueryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
  // One current error on a screen (docs/rules/errors-and-messages.md#message-formatting).
  useLatestAlertOnly(toggle);
  return toggle;
};
