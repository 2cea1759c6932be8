// Pagination (docs/rules/search.md#pagination-slots) and paging arithmetic; the page number
// defaults to 1 and is never below 1 (docs/rules/search.md#search-state-in-the-url).

/** A slot in the pager: a page number, or the ellipsis standing for pages left out. */
export type PagerSlot = number | '…';

/** docs/rules/search.md#pagination-slots: up to this many pages are all shown. */
export const PAGER_SHOW_ALL_UP_TO = 5;

/**
 * docs/rules/search.md#pagination-slots: "all pages when 5 or fewer, else first, last and current
 * with ellipses". Exactly that, without neighbours of the current page: `[1, '…', 7, '…', 12]`. An
 * ellipsis stands for one or more left-out pages and never sits between consecutive numbers: page 1
 * of 12 → `[1, '…', 12]`, page 2 → `[1, 2, '…', 12]`, page 12 → `[1, '…', 12]`. The current page is
 * clamped into 1..totalPages; no pages gives `[]`.
 */
export const pagerSlots = (currentPage: number, totalPages: number): PagerSlot[] => {
  const total = Number.isFinite(totalPages) ? Math.max(Math.floor(totalPages), 0) : 0;
  if (total === 0) return [];
  if (total <= PAGER_SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);
  const current = Math.min(
    Math.max(Number.isFinite(currentPage) ? Math.floor(currentPage) : 1, 1),
    total,
  );
  const pages = [...new Set([1, current, total])];
  return pages.flatMap((page, i): PagerSlot[] => {
    const previous = pages[i - 1];
    return previous !== undefined && page - previous > 1 ? ['…', page] : [page];
  });
};

/** How many pages `hit` results make at `limit` per page (0 results, 0 pages). */
export const pageCount = (hit: number, limit: number): number =>
  hit > 0 && limit > 0 ? Math.ceil(hit / limit) : 0;

/**
 * docs/rules/search.md#search-state-in-the-url: the page number from the URL query: default 1,
 * never below 1. A string counts only when it is plain decimal digits ('3', not '3.5', '0x3' or
 * '1e3'); a number is rounded down; of a repeated parameter the first counts. Anything else, and
 * anything below 1, gives 1.
 */
export const parsePage = (raw: unknown): number => {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  const page =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value.trim())
        : NaN;
  return Number.isFinite(page) ? Math.max(Math.floor(page), 1) : 1;
};

/**
 * docs/rules/search.md#page-size-and-offset: offset = (page − 1) × limit, with the page never below
 * 1.
 */
export const pageOffset = (page: number, limit: number): number =>
  (parsePage(page) - 1) * Math.max(Math.floor(limit), 0);
