import { useQuery } from '@tanstack/react-query';
import type { ItemListRequest } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md#items-and-reviews: product lists are read as data.items and data.hit. */
export const listItems = (request: Partial<ItemListRequest>) =>
  callApi('items/list', { offset: 0, limit: 20, ...request });

export const useItemList = (request: Partial<ItemListRequest>) =>
  useQuery({ queryKey: ['items', 'list', request], queryFn: () => listItems(request) });
