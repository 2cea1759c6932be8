import { z } from 'zod';
import { singleLine } from '../validation/text';
import { parseSearchQuery, serializeSearchQuery } from '../search-query/search-query';

/** docs/rules/trade-desk.md#saved-searches: how many searches one buyer may keep. */
export const savedSearchMax = 50;
/** The field message when a buyer already keeps {@link savedSearchMax} other searches. */
export const savedSearchFullMessage = {
  en: `You can keep at most ${savedSearchMax} saved searches. Delete one to save this one.`,
  jp: `保存できる検索条件は${savedSearchMax}件までです。いずれかを削除してから保存してください`,
} as const;

/**
 * A search's URL state in its one written form (docs/rules/search.md#search-state-in-the-url):
 * read and written back through the codec, without the page, so equal searches compare equal.
 */
export const canonicalSearchQuery = (query: string): string => {
  const { query: parsed } = parseSearchQuery(query);
  return serializeSearchQuery({ ...parsed, page: 1 }).toString();
};

/** One line: PostgreSQL text holds no NUL (docs/security.md#trade-desk). */
const id = singleLine().trim().min(1).max(40);

/**
 * A saved search. `query` is the search page's query string (no `?`), as the codec writes it.
 * `newCount` counts the products newer than `lastOpenedAt`, as of `countedAt` (null: not yet).
 */
export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  newCount: z.number().int().min(0),
  countedAt: z.string().nullable(),
  lastOpenedAt: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `POST /api/searches/list`: every saved search, newest first. */
export const savedSearchListDataSchema = z.object({ searches: z.array(savedSearchSchema) });
export type SavedSearchListData = z.infer<typeof savedSearchListDataSchema>;

/** `POST /api/searches/save`: a name and the search's query string; the BFF canonicalises it. */
export const savedSearchSaveBodySchema = z.object({
  name: singleLine().trim().min(1).max(60),
  query: z.string().max(2000).transform(canonicalSearchQuery),
});
export type SavedSearchSaveBody = z.input<typeof savedSearchSaveBodySchema>;
export const savedSearchDataSchema = z.object({ search: savedSearchSchema });
export type SavedSearchData = z.infer<typeof savedSearchDataSchema>;

/** `POST /api/searches/open`: the buyer opens it; its new count starts again from now. */
export const savedSearchOpenBodySchema = z.object({ id });
/** `POST /api/searches/delete`. */
export const savedSearchDeleteBodySchema = z.object({ id });
export const savedSearchDeleteDataSchema = z.object({ deleted: z.boolean() });
