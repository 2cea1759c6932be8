import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemListRequest } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md: product lists are read as data.items and data.hit. */
export const listItems = (request: Partial<ItemListRequest>) =>
  callApi('items/list', { offset: 0, limit: 20, ...request });

/**
 * A product list. The previous answer stays on screen while the next page or filter loads, so
 * the grid does not jump back to skeletons on every click (a progress line says it is loading).
 */
export const useItemList = (request: Partial<ItemListRequest>, enabled = true) =>
  useQuery({
    queryKey: ['items', 'list', request],
    queryFn: () => listItems(request),
    placeholderData: keepPreviousData,
    enabled,
  });
