/**
 * The per-page choice (docs/rules/discovery.md#page-size "per-page selector exists"). It is not part of the docs/rules/discovery.md#screens search
 * query, so it rides beside it in the URL as `limit`; the site's own count (site.item.count) is
 * the default and is left out of the URL.
 */
export const pageSizeParam = 'limit';
export const pageSizeChoices = [20, 40, 60, 100] as const;

/** The choices offered: the site's default and the usual steps, in order, without repeats. */
export const pageSizeOptions = (siteDefault: number): number[] =>
  [...new Set([siteDefault, ...pageSizeChoices])].filter((n) => n <= 100).sort((a, b) => a - b);

/** The page size of the URL: one of the offered choices, else the site's default. */
export const parsePageSize = (raw: string | null, siteDefault: number): number => {
  const value = raw !== null && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return pageSizeOptions(siteDefault).includes(value) ? value : siteDefault;
};
