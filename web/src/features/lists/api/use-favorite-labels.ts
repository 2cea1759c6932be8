import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { favoritesQueryKey } from '@/shared/catalog/use-favorites';
import { callApi } from '@/shared/lib/api-client';

type FavoriteList = ApiData<'member/favorite/list'>;

/**
 * Files one favourite under labels (docs/rules/lists-and-requests.md#favourite-labels): the BFF
 * answers the labels as stored, the list shows them at once and is read again.
 */
export const useFavoriteLabels = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { skuId: string; labels: string[] }) =>
      callApi('member/favorite/labels', input),
    onSuccess: (filed) => {
      const list = client.getQueryData<FavoriteList>(favoritesQueryKey);
      if (list)
        client.setQueryData<FavoriteList>(favoritesQueryKey, {
          ...list,
          favorites: list.favorites.map((f) =>
            f.skuId === filed.skuId ? { ...f, labels: filed.labels } : f,
          ),
        });
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoritesQueryKey }),
  });
};
