// The browser's entry of contracts (docs/architecture.md#contracts): the schemas, rules, messages
// and formats the screens use, the route names and methods of the endpoint table, and its types.
// The upstream catalogue, upstream paths and header names are deliberately absent: the web
// bundle must never carry them (checked by web/src/__tests__/bundle-contents.test.ts).
export * from './result/status-codes';
export * from './result/result';
export * from './rules/index';
export * from './validation/index';
export * from './format/index';
export * from './search-query/index';
export * from './messages/index';
export * from './registration/index';
export * from './reviews/index';
export * from './checkout/index';
export * from './bff/index';
export * from './trade-desk/index';
export * from './api/api-methods';
export { UpstreamStatus } from './upstream/status';
export { fullReloadAreas, type FullReloadArea } from './upstream/site';
export type {
  ApiBody,
  ApiData,
  ApiRequest,
  ApiRoutes,
  OwnApiName,
  ProxiedApiName,
} from './api/api-routes';
export type { Item, ItemCustom, ItemListRequest, ItemListResponse } from './upstream/items';
export { itemFacets, searchHitMax } from './upstream/item-values';
export type { MemberUser } from './upstream/member';
export { unsubscribeTokenSchema, type ExternalOrganization } from './upstream/linked-services';
export type {
  CouponView,
  HistoryOrder,
  NotifyEntry,
  SavedAddress,
  SavedCard,
} from './upstream/member-responses';
export type { ItemDetail, ProductDetails } from './upstream/product-details';
export type { Supplier, InquiryPutRequest } from './upstream/browse';
export { supplierSorts, type SupplierSort } from './upstream/supplier-values';
export type { BankTransferAccount, MemberReview, Review } from './upstream/responses';
export type { ReviewerBusiness } from './upstream/responses';
