import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * docs/upstream.md news list: the latest notices. Apart from the product sections' calls
 * (showcase.ts): only the news band's content, which loads when scrolled near, asks for them.
 */
export const useLatestNews = (limit = 4) =>
  useQuery({
    queryKey: ['news', 'list', 1, limit],
    queryFn: () => callApi('news/list', { offset: 0, limit }),
  });
