import type { DroppedEntry, ParamParse, SortOrder, UrlSellingStatus } from './search-query-schema';
import { sortOrders, urlSellingStatuses } from './sort-and-status-values';

/** Pages beyond nine digits are treated as garbage, which keeps offsets safe integers. */
const pagePattern = /^\d{1,9}$/;

/**
 * `page` (docs/rules/search.md#search-state-in-the-url): default 1, never below 1. Garbage (not a
 * whole number) and values below 1 give page 1 and are reported as dropped; an empty parameter is
 * simply page 1.
 */
export const parsePageParam = (raw: string): { value: number; dropped: DroppedEntry[] } => {
  if (raw === '') return { value: 1, dropped: [] };
  if (!pagePattern.test(raw)) {
    return {
      value: 1,
      dropped: [{ param: 'page', entry: raw, reason: 'page is not a whole number' }],
    };
  }
  const page = Number(raw);
  return page >= 1
    ? { value: page, dropped: [] }
    : { value: 1, dropped: [{ param: 'page', entry: raw, reason: 'page is below 1' }] };
};

/** Page 1 is the default and is left out of the URL; anything else is written as a whole number. */
export const serializePageParam = (page: number | undefined): string | undefined => {
  const whole = page !== undefined && Number.isFinite(page) ? Math.floor(page) : 1;
  return whole > 1 ? String(whole) : undefined;
};

/**
 * `sellingStatus` (docs/rules/search.md#selling-status-and-coupon): the value `all` removes the
 * parameter (as does an empty value); a value the upstream does not know is dropped.
 */
export const parseSellingStatusParam = (raw: string): ParamParse<UrlSellingStatus> => {
  if (raw === '' || raw === 'all') return { value: undefined, dropped: [] };
  return (urlSellingStatuses as readonly string[]).includes(raw)
    ? { value: raw as UrlSellingStatus, dropped: [] }
    : {
        value: undefined,
        dropped: [{ param: 'sellingStatus', entry: raw, reason: 'unknown selling status' }],
      };
};

export const serializeSellingStatusParam = (status: string | undefined): string | undefined =>
  status === undefined || status === '' || status === 'all' ? undefined : status;

/**
 * `sort` (docs/rules/search.md#sort-options): one of the sort choices; an unknown value is dropped.
 */
export const parseSortParam = (raw: string): ParamParse<SortOrder> => {
  if (raw === '') return { value: undefined, dropped: [] };
  return (sortOrders as readonly string[]).includes(raw)
    ? { value: raw as SortOrder, dropped: [] }
    : { value: undefined, dropped: [{ param: 'sort', entry: raw, reason: 'unknown sort order' }] };
};

export const serializeSortParam = (sort: SortOrder | undefined): string | undefined => sort;

/** Free-text parameters (couponId, token): any non-empty text, taken as written. */
export const parseTextParam = (raw: string): ParamParse<string> => ({
  value: raw === '' ? undefined : raw,
  dropped: [],
});

export const serializeTextParam = (text: string | undefined): string | undefined =>
  text === '' ? undefined : text;
