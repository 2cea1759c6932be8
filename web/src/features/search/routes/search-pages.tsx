// docs/rules/discovery.md#screens search screens, one module per screen; member-routes loads them through this file.
export { SearchResultsPage as SearchListPage } from './search-results-page';
export { CategoryListPage as SearchCategoryPage } from './category-list-page';
export { SupplierResultsPage as SearchSupplierPage } from './supplier-results-page';
export { CertificationListPage as CertificationPage } from './certification-list-page';
export { SupplierAreaPage as SupplierIndexPage } from './supplier-area-page';
export { SupplierPrefecturePage } from './supplier-prefecture-page';
