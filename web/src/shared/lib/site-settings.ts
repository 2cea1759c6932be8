import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** spec §9: the item page size when the site does not say (site.item.count). */
export const fallbackPageSize = 20;

/** The site settings (spec §9 page sizes); shared by every buyer and cached by the BFF. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: ['site', 'get'],
    queryFn: () => callApi('site/get', {}),
    staleTime: 10 * 60_000,
  });

/**
 * spec §9 site.item.count: the default number of products per page. Until the settings arrive
 * the usual count stands in, so the first results are not held back behind them.
 */
export const useDefaultPageSize = (): number =>
  useSiteSettings().data?.site.item.count ?? fallbackPageSize;

/** spec §9 contentsSearchLimit: contents per page (newsletters, catalogues, specials). */
export const useContentsPageSize = (): number =>
  useSiteSettings().data?.site.contentsSearchLimit ?? 12;

/** spec §9 newsListLimit: news notices per page. */
export const useNewsPageSize = (): number => useSiteSettings().data?.site.newsListLimit ?? 10;
