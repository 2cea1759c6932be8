import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** The products a content page features (docs/upstream.md items detail by ids). */
export const useFeaturedItems = (ids: readonly string[] | undefined) =>
  useQuery({
    queryKey: ['items', 'detail', ids],
    queryFn: () => callApi('items/detail', { items: [...(ids ?? [])] }),
    enabled: (ids?.length ?? 0) > 0,
  });
