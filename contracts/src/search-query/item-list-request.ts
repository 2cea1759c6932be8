import type { z } from 'zod';
import { itemListRequestSchema, type ItemListRequest } from '../upstream/items';
import { serializeCategoryParam } from './category-param';
import { serializeFilterOptionParam } from './filter-option-param';
import { serializeKeywordParam } from './keyword-param';
import type { DroppedEntry, SearchQuery, SearchQueryParam } from './search-query-schema';
import { serializeVariationParam } from './variation-param';

/** docs/rules/search.md#page-size-and-offset: offset = (page − 1) × limit. */
export const searchPageOffset = (page: number, limit: number): number =>
  Math.max(0, Math.floor(page) - 1) * limit;

type TextField = 'keyword' | 'category' | 'variation' | 'couponId' | 'filterOptions';

const tooLong = 'too long for the upstream item list request';

// Each field is checked against the upstream request schema itself, so its limits stay its own.
const fits = (field: TextField, text: string): boolean =>
  (itemListRequestSchema.shape[field] as z.ZodType).safeParse(text).success;

const maxOffset = itemListRequestSchema.shape.offset.unwrap().maxValue ?? Number.MAX_SAFE_INTEGER;

/**
 * Keeps as many leading entries as fit the field; the rest are dropped with a reason, so an
 * over-long search still runs (narrowed by its first entries) instead of being refused.
 */
const fitList = <T>(
  param: SearchQueryParam,
  field: TextField,
  entries: readonly T[] | undefined,
  serialize: (entries: readonly T[]) => string | undefined,
  dropped: DroppedEntry[],
): string | undefined => {
  const kept = [...(entries ?? [])];
  const cut: DroppedEntry[] = [];
  let text = serialize(kept);
  while (text !== undefined && !fits(field, text)) {
    const last = kept.pop() as T;
    cut.unshift({ param, entry: serialize([last]) ?? '', reason: tooLong });
    text = serialize(kept);
  }
  dropped.push(...cut);
  return text;
};

/**
 * The upstream items/list request of a search (docs/rules/search.md#page-size-and-offset).
 * keyword, category, variation and filterOptions are sent in the URL codec's own text form
 * (escaped as in escape.ts), so the upstream — the mock included — reads them with the same
 * parse*Param functions; sort and sellingStatus are already upstream values. `page`, `token`
 * and `filter` are not item-list fields. `limit` is the site's page size (site.item.count).
 * A page beyond the upstream's largest offset asks for that offset (past the cap of 4,000 hits,
 * docs/rules/search.md#result-cap, so an empty page either way) and is reported.
 */
export const toItemListRequest = (
  query: SearchQuery,
  limit: number,
): { request: ItemListRequest; dropped: DroppedEntry[] } => {
  const dropped: DroppedEntry[] = [];
  const offset = searchPageOffset(query.page, limit);
  if (offset > maxOffset) {
    dropped.push({ param: 'page', entry: String(query.page), reason: 'beyond the last page' });
  }
  const text: Partial<Record<TextField, string>> = {
    keyword: fitList('keyword', 'keyword', query.keyword, serializeKeywordParam, dropped),
    category: fitList('category', 'category', query.category, serializeCategoryParam, dropped),
    variation: fitList('variation', 'variation', query.variation, serializeVariationParam, dropped),
    couponId: fitList(
      'couponId',
      'couponId',
      query.couponId ? [query.couponId] : [],
      (c) => c[0],
      dropped,
    ),
    filterOptions: fitList(
      'filterOption',
      'filterOptions',
      query.filterOption,
      serializeFilterOptionParam,
      dropped,
    ),
  };
  const request: ItemListRequest = { offset: Math.min(offset, maxOffset), limit };
  for (const [key, value] of Object.entries(text) as [TextField, string | undefined][]) {
    if (value !== undefined) request[key] = value;
  }
  if (query.sellingStatus !== undefined) request.sellingStatus = query.sellingStatus;
  if (query.sort !== undefined) request.sort = query.sort;
  return { request, dropped };
};
