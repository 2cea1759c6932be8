import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `site/get`: the site settings (docs/rules/discovery.md#page-size page sizes); shared by every buyer and cached by the BFF. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: ['site', 'get'],
    queryFn: () => callApi('site/get', {}),
    staleTime: 10 * 60_000,
  });
