import { parseCategoryParam, serializeCategoryParam } from './category-param';
import { parseContentsFilterParam, serializeContentsFilterParam } from './contents-filter-param';
import { parseFilterOptionParam, serializeFilterOptionParam } from './filter-option-param';
import { parseKeywordParam, serializeKeywordParam } from './keyword-param';
import {
  parsePageParam,
  parseSellingStatusParam,
  parseSortParam,
  parseTextParam,
  serializePageParam,
  serializeSellingStatusParam,
  serializeSortParam,
  serializeTextParam,
} from './scalar-params';
import type { DroppedEntry, SearchQuery } from './search-query-schema';
import type { searchQueryParams } from './search-query-values';
import { parseVariationParam, serializeVariationParam } from './variation-param';
import { writeSearchParams } from './write-search-params';

export type ParsedSearchQuery = { query: SearchQuery; dropped: DroppedEntry[] };

/** A query to write: page may be left out (page 1) and sellingStatus may be 'all' (left out). */
export type SearchQueryInput = Omit<SearchQuery, 'page' | 'sellingStatus'> & {
  page?: number;
  sellingStatus?: string;
};

// The first occurrence of a parameter counts; repeats are reported, like any dropped input.
const firstOf = (params: URLSearchParams, name: (typeof searchQueryParams)[number]) => {
  const [first, ...rest] = params.getAll(name);
  const dropped: DroppedEntry[] = rest.map((entry) => ({
    param: name,
    entry,
    reason: 'repeated parameter; the first one is used',
  }));
  return { raw: first, dropped };
};

/**
 * Reads the search state (docs/rules/search.md#search-state-in-the-url) from a query string
 * (`location.search`, with or without `?`) or URLSearchParams. Never throws: malformed entries are
 * left out and listed in `dropped` with the reason; parameters the codec does not own are ignored.
 */
export const parseSearchQuery = (input: URLSearchParams | string): ParsedSearchQuery => {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const query: SearchQuery = { page: 1 };
  const dropped: DroppedEntry[] = [];
  const read = <T>(
    name: (typeof searchQueryParams)[number],
    parse: (raw: string) => { value: T | undefined; dropped: DroppedEntry[] },
  ): T | undefined => {
    const { raw, dropped: repeats } = firstOf(params, name);
    dropped.push(...repeats);
    if (raw === undefined) return undefined;
    const parsed = parse(raw);
    dropped.push(...parsed.dropped);
    return parsed.value;
  };
  const assign = <K extends keyof SearchQuery>(key: K, value: SearchQuery[K] | undefined) => {
    if (value !== undefined) query[key] = value;
  };
  assign('keyword', read('keyword', parseKeywordParam));
  assign('page', read('page', parsePageParam));
  assign('category', read('category', parseCategoryParam));
  assign('variation', read('variation', parseVariationParam));
  assign('sellingStatus', read('sellingStatus', parseSellingStatusParam));
  assign('sort', read('sort', parseSortParam));
  assign('couponId', read('couponId', parseTextParam));
  assign('filterOption', read('filterOption', parseFilterOptionParam));
  assign('token', read('token', parseTextParam));
  assign('filter', read('filter', parseContentsFilterParam));
  return { query, dropped };
};

/**
 * Writes the search state as URL parameters in a fixed order. Defaults and empty values are
 * left out (page 1, sellingStatus 'all', empty lists), so equal states give equal URLs.
 */
export const serializeSearchQuery = (query: SearchQueryInput): URLSearchParams => {
  const values: Record<(typeof searchQueryParams)[number], string | undefined> = {
    keyword: serializeKeywordParam(query.keyword),
    page: serializePageParam(query.page),
    category: serializeCategoryParam(query.category),
    variation: serializeVariationParam(query.variation),
    sellingStatus: serializeSellingStatusParam(query.sellingStatus),
    sort: serializeSortParam(query.sort),
    couponId: serializeTextParam(query.couponId),
    filterOption: serializeFilterOptionParam(query.filterOption),
    token: serializeTextParam(query.token),
    filter: serializeContentsFilterParam(query.filter),
  };
  return writeSearchParams(values);
};

/** The query string (without `?`) of a search state; '' when everything is default. */
export const searchQueryToString = (query: SearchQueryInput): string =>
  serializeSearchQuery(query).toString();
