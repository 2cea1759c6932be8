import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md news detail by code. */
export const getNewsDetail = (code: string) => callApi('news/detail', { code });

export const useNewsDetail = (code: string) =>
  useQuery({
    queryKey: ['news', 'detail', code],
    queryFn: () => getNewsDetail(code),
    enabled: code !== '',
  });
