import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/** `POST /api/items/detail {items}` for one product by item code or id (null when unknown). */
export const getItemDetail = async (codeOrId: string) => {
  const data = await callApi('items/detail', { items: codeOrId });
  return data.items[0] ?? null;
};

export const useItemDetail = (codeOrId: string) =>
  useQuery({
    queryKey: ['items', 'detail', codeOrId],
    queryFn: () => getItemDetail(codeOrId),
    enabled: codeOrId !== '',
    // Its free-text facts (materials, allergens, remarks…) come in the session language only.
    meta: inSessionLanguage,
  });
