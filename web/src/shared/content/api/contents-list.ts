import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export type Content = ApiData<'contents/list'>['contents'][number];
/** A news/contents filter entry as the list call takes it (docs/rules/search.md#news-and-contents-filter). */
export type ContentsFilter = NonNullable<ApiBody<'contents/list'>['filters']>[number];
export type ContentClass = 'newsletter' | 'catalog' | 'special' | 'local_speciality';

/**
 * docs/upstream.md contents list of one classification (newsletters, catalogues, specials, local
 * specialities), newest first; shared by every buyer and cached by the BFF.
 */
export const useContentsList = (
  classification: ContentClass,
  page = 1,
  limit = 12,
  extra: ContentsFilter[] = [],
  keyword = '',
) =>
  useQuery({
    queryKey: ['contents', 'list', classification, page, limit, extra, keyword],
    queryFn: () =>
      callApi('contents/list', {
        filters: [{ field: 'classification', value: classification }, ...extra],
        ...(keyword ? { keyword } : {}),
        offset: (page - 1) * limit,
        limit,
      }),
    placeholderData: keepPreviousData,
  });
