import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type Content = ApiData<'contents/list'>['contents'][number];
export type ContentClass = 'newsletter' | 'catalog' | 'special' | 'local_speciality';

/**
 * docs/upstream.md contents list of one classification (newsletters, catalogues, specials, local
 * specialities), newest first; shared by every buyer and cached by the BFF.
 */
export const useContentsList = (
  classification: ContentClass,
  page = 1,
  limit = 12,
  extra: { field: string; value: string }[] = [],
) =>
  useQuery({
    queryKey: ['contents', 'list', classification, page, limit, extra],
    queryFn: () =>
      callApi('contents/list', {
        filters: [{ field: 'classification', value: classification }, ...extra],
        offset: (page - 1) * limit,
        limit,
      }),
    placeholderData: keepPreviousData,
  });
