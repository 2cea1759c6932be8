import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** docs/upstream.md variation get: the variations products have and their selections. */
export const useVariations = () =>
  useQuery({
    queryKey: ['variation', 'get'],
    queryFn: () => callApi('variation/get', {}),
    staleTime: Infinity,
  });
