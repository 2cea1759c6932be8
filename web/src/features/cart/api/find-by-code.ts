import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `items/list` by keyword, for the quick order: the few products the code finds (the caller keeps
 * those whose code is the one typed). Nothing is asked while no code is given.
 */
export const useFindByCode = (code: string) =>
  useQuery({
    queryKey: ['quick-order', code],
    queryFn: () => callApi('items/list', { keyword: code, limit: 5 }),
    enabled: code !== '',
  });
