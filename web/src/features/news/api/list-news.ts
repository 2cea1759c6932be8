import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import type { ContentsFilter } from '@/shared/content/api/contents-list';

/**
 * docs/upstream.md news list: short notices, newest first (shared, cached by the BFF), narrowed
 * by the page's `filter` and keyword (docs/rules/search.md#news-and-contents-filter).
 */
export const listNews = (page: number, limit: number, filters: ContentsFilter[], keyword: string) =>
  callApi('news/list', {
    ...(filters.length > 0 ? { filters } : {}),
    ...(keyword ? { keyword } : {}),
    offset: (page - 1) * limit,
    limit,
  });

export const useNewsList = (
  page: number,
  limit: number,
  filters: ContentsFilter[] = [],
  keyword = '',
) =>
  useQuery({
    queryKey: ['news', 'list', page, limit, filters, keyword],
    queryFn: () => listNews(page, limit, filters, keyword),
    placeholderData: keepPreviousData,
  });
