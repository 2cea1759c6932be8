import { useQuery } from '@tanstack/react-query';
import type { ItemListRequest, ItemListResponse } from '@kakehashi/contracts';
import { api } from '@/shared/lib/api-client';

/** spec §7: product lists are read as data.items and data.hit. */
export const listItems = (request: Partial<ItemListRequest>) =>
  api.post<ItemListResponse>('/items/list', { offset: 0, limit: 20, ...request });

export const useItemList = (request: Partial<ItemListRequest>) =>
  useQuery({ queryKey: ['items', 'list', request], queryFn: () => listItems(request) });
