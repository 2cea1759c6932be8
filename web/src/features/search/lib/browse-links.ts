import {
  certificationFilter,
  prefectureFilter,
  searchQueryToString,
} from '@kakehashi/contracts/web';

// The browse pages' links into the results. The category link, which the header and the top page
// also show, is in shared/catalog/browse-links.ts; these stay with the search pages, off the top
// page's download (docs/architecture.md#the-first-page).

/** Product results carrying a certification. */
export const certificationSearchPath = (code: string) =>
  `/search/searchList?${searchQueryToString({ filterOption: certificationFilter(code) })}`;

/** Product results made in a prefecture. */
export const prefectureProductsPath = (prefecture: number) =>
  `/search/searchList?${searchQueryToString({ filterOption: prefectureFilter(prefecture) })}`;

/** Suppliers of a prefecture (docs/rules/discovery.md#screens /search_index_supplier/prefecture_code). */
export const prefectureSuppliersPath = (prefecture: number | string) =>
  `/search_index_supplier/prefecture_code?prefecture_code=${prefecture}`;
