import { z } from 'zod';
import { sortOrders, urlSellingStatuses } from './sort-and-status-values';
import { compareOperators } from './search-query-values';

/**
 * The search state of the URL ("Search state in the URL query",
 * docs/rules/search.md#search-state-in-the-url), parsed. Lists are absent or non-empty; `page` is
 * always present (default 1). The codec's canonical form is what this schema accepts, and
 * parse(serialize(q)) equals q for every such q.
 */

export const sortOrderSchema = z.enum(sortOrders);
export type SortOrder = z.infer<typeof sortOrderSchema>;

export const compareOperatorSchema = z.enum(compareOperators);
export type CompareOperator = z.infer<typeof compareOperatorSchema>;

export const urlSellingStatusSchema = z.enum(urlSellingStatuses);
export type UrlSellingStatus = z.infer<typeof urlSellingStatusSchema>;

/** keyword entry `group:text:field1|field2`; text is required, fields may be none. */
export const keywordEntrySchema = z.object({
  group: z.string(),
  text: z.string().min(1),
  fields: z.array(z.string().min(1)),
});
export type KeywordEntry = z.infer<typeof keywordEntrySchema>;

/** variation entry `code:c:selectionCode` (by 'code') or `code:n:selectionName` (by 'name'). */
export const variationEntrySchema = z.object({
  code: z.string().min(1),
  by: z.enum(['code', 'name']),
  value: z.string().min(1),
});
export type VariationEntry = z.infer<typeof variationEntrySchema>;

/**
 * filterOption entry `name:field:compare:value:operator:orNull`. `value` may be empty (e.g.
 * "JAN code != ''" means registered); `operator` is passed through as written.
 */
export const filterOptionEntrySchema = z.object({
  name: z.string().min(1),
  field: z.string().min(1),
  compare: compareOperatorSchema,
  value: z.string(),
  operator: z.string(),
  orNull: z.boolean(),
});
export type FilterOptionEntry = z.infer<typeof filterOptionEntrySchema>;

/**
 * news/contents `filter` entry `field:value[:compare[:orNull[:operator]]]`
 * (docs/rules/search.md#search-state-in-the-url).
 */
export const contentsFilterEntrySchema = z.object({
  field: z.string().min(1),
  value: z.string().min(1),
  compare: compareOperatorSchema.optional(),
  orNull: z.boolean().optional(),
  operator: z.string().min(1).optional(),
});
export type ContentsFilterEntry = z.infer<typeof contentsFilterEntrySchema>;

export const searchQuerySchema = z.object({
  keyword: z.array(keywordEntrySchema).min(1).optional(),
  page: z.number().int().min(1),
  /** The first code is the main category (docs/rules/search.md#search-state-in-the-url). */
  category: z.array(z.string().min(1)).min(1).optional(),
  variation: z.array(variationEntrySchema).min(1).optional(),
  /**
   * docs/rules/search.md#search-state-in-the-url: the value `all` removes the parameter, so it
   * never appears here.
   */
  sellingStatus: urlSellingStatusSchema.optional(),
  sort: sortOrderSchema.optional(),
  couponId: z.string().min(1).optional(),
  filterOption: z.array(filterOptionEntrySchema).min(1).optional(),
  /** docs/rules/search.md#search-state-in-the-url: password-reset token. */
  token: z.string().min(1).optional(),
  /** docs/rules/search.md#news-and-contents-filter: news and contents filters. */
  filter: z.array(contentsFilterEntrySchema).min(1).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryParam = keyof SearchQuery;

/** A malformed part of the URL that parsing left out, and why (never an exception). */
export type DroppedEntry = { param: SearchQueryParam; entry: string; reason: string };

/** One parameter's parse: the value (undefined = absent) and what was dropped. */
export type ParamParse<T> = { value: T | undefined; dropped: DroppedEntry[] };
