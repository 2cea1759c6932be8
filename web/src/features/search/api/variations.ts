import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** spec §7 variation get: the variations products have and their selections. */
export const useVariations = () =>
  useQuery({
    queryKey: ['variation', 'get'],
    queryFn: () => callApi('variation/get', {}),
    staleTime: Infinity,
  });
