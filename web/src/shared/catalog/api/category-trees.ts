import { useQuery } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type CategoryNode = ApiData<'category/trees'>['trees'][number];

/** docs/upstream.md category trees, with the number of products in each (shared, cached by the BFF). */
export const useCategoryTrees = () =>
  useQuery({
    queryKey: ['category', 'trees'],
    queryFn: () => callApi('category/trees', {}),
    staleTime: 10 * 60_000,
  });
