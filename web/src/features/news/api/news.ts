import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md news list: short notices, newest first (shared, cached by the BFF). */
export const useNewsList = (page: number, limit: number) =>
  useQuery({
    queryKey: ['news', 'list', page, limit],
    queryFn: () => callApi('news/list', { offset: (page - 1) * limit, limit }),
  });

/** docs/upstream.md news detail by code. */
export const useNewsDetail = (code: string) =>
  useQuery({
    queryKey: ['news', 'detail', code],
    queryFn: () => callApi('news/detail', { code }),
    enabled: code !== '',
  });
