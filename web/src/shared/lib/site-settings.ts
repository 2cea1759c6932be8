import { useSiteSettings } from '@/shared/site/api/site-settings';

/** docs/rules/discovery.md#page-size: the item page size when the site does not say (site.item.count). */
export const fallbackPageSize = 20;

/**
 * docs/rules/discovery.md#page-size site.item.count: the default number of products per page. Until the settings arrive
 * the usual count stands in, so the first results are not held back behind them.
 */
export const useDefaultPageSize = (): number =>
  useSiteSettings().data?.site.item.count ?? fallbackPageSize;

/** docs/rules/discovery.md#page-size contentsSearchLimit: contents per page (newsletters, catalogues, specials). */
export const useContentsPageSize = (): number =>
  useSiteSettings().data?.site.contentsSearchLimit ?? 12;

/** docs/rules/discovery.md#page-size newsListLimit: news notices per page. */
export const useNewsPageSize = (): number => useSiteSettings().data?.site.newsListLimit ?? 10;
