import { serializeCategoryParam, writeSearchParams } from '@kakehashi/contracts/web';

/**
 * Product results of a category (docs/rules/discovery.md#screens: the first category code is the
 * main one), written with the category's own writer: the header's category bar is on the first
 * page, which does not carry the whole search codec (docs/architecture.md#the-first-page).
 */
export const categorySearchPath = (code: string) =>
  `/search/searchList?${writeSearchParams({ category: serializeCategoryParam([code]) }).toString()}`;
