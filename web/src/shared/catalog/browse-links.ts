import { searchQueryToString } from '@kakehashi/contracts/web';

/** Product results of a category (docs/rules/discovery.md#screens: the first category code is the main one). */
export const categorySearchPath = (code: string) =>
  `/search/searchList?${searchQueryToString({ category: [code] })}`;
