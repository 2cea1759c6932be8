import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

// One endpoint per file: the top page lists contents and never opens one, so the detail stays
// with the pages that show it (docs/architecture.md#the-first-page).

/** docs/upstream.md contents detail by code. */
export const useContentDetail = (code: string) =>
  useQuery({
    queryKey: ['contents', 'detail', code],
    queryFn: () => callApi('contents/detail', { code }),
    enabled: code !== '',
  });
