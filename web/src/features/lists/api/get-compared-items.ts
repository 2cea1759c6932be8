import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/items/detail {items}` for the chosen products, in the order they were chosen. */
export const getComparedItems = async (ids: string[]) => {
  const data = await callApi('items/detail', { items: ids });
  const byId = new Map(data.items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const useComparedItems = (ids: string[]) =>
  useQuery({
    queryKey: ['items', 'compare', ids],
    queryFn: () => getComparedItems(ids),
    enabled: ids.length > 0,
  });
