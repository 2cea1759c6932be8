import {
  certificationFilter,
  prefectureFilter,
  searchQueryToString,
} from '@kakehashi/contracts/web';

/** Product results of a category (docs/rules/discovery.md#screens: the first category code is the main one). */
export const categorySearchPath = (code: string) =>
  `/search/searchList?${searchQueryToString({ category: [code] })}`;

/** Product results carrying a certification. */
export const certificationSearchPath = (code: string) =>
  `/search/searchList?${searchQueryToString({ filterOption: certificationFilter(code) })}`;

/** Product results made in a prefecture. */
export const prefectureProductsPath = (prefecture: number) =>
  `/search/searchList?${searchQueryToString({ filterOption: prefectureFilter(prefecture) })}`;

/** Suppliers of a prefecture (docs/rules/discovery.md#screens /search_index_supplier/prefecture_code). */
export const prefectureSuppliersPath = (prefecture: number | string) =>
  `/search_index_supplier/prefecture_code?prefecture_code=${prefecture}`;
