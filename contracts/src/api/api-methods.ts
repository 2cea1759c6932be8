/**
 * Every `/api` route of the BFF by name, with its HTTP method: the one list the BFF mounts, the
 * web client calls and the OpenAPI document describes (docs/architecture.md#one-endpoint-table).
 * The path is always `/api/<name>`. This file holds no schema on purpose: the web imports it at
 * run time to make calls, and the schemas of `api-routes.ts` only as types, so neither zod nor
 * the upstream catalogue reach the first page's JavaScript.
 *
 * Proxied names are upstream catalogue names; listing one here is what makes it reachable from
 * the browser (the allowlist, reviewed against bff/src/proxy/__tests__/exposed-names.json).
 */
export const apiMethods = {
  // BFF-owned: session and language
  session: 'GET',
  language: 'PUT',
  // BFF-owned: sign-in
  'auth/signin': 'POST',
  'auth/login': 'POST',
  'auth/verify': 'POST',
  'auth/signout': 'POST',
  // BFF-owned: account
  'account/signup': 'POST',
  'account/preRegister': 'POST',
  'account/signupCode': 'POST',
  'account/registerable': 'POST',
  'account/password/resetMail': 'POST',
  'account/reminder': 'POST',
  'account/password/reset': 'POST',
  'account/password/update': 'POST',
  'account/member/get': 'POST',
  'account/member/update': 'POST',
  'account/leave': 'POST',
  'account/email/change': 'POST',
  'account/email/confirm': 'POST',
  // BFF-owned: checkout state kept in the session
  'checkout/state': 'DELETE',
  'checkout/result': 'GET',
  // BFF-owned: followed suppliers, changed one at a time under a per-member lock
  'member/follows/list': 'POST',
  'member/follows/addDelete': 'POST',
  'member/favorite/labels': 'POST',
  // BFF-owned: the buyer's trade desk, kept in the BFF's database (docs/rules/trade-desk.md)
  'requests/quote': 'POST',
  'requests/inbox/list': 'POST',
  'requests/inbox/update': 'POST',
  'searches/list': 'POST',
  'searches/save': 'POST',
  'searches/open': 'POST',
  'searches/delete': 'POST',
  'alerts/get': 'POST',
  'alerts/seen': 'POST',

  // Proxied: catalogue and suppliers
  'items/list': 'POST',
  'items/detail': 'POST',
  'category/get': 'POST',
  'category/trees': 'POST',
  'variation/get': 'POST',
  'recommend/get': 'POST',
  'itemRanking/get': 'POST',
  'viewedItems/get': 'POST',
  'viewedItems/put': 'POST',
  'viewedItems/delete': 'POST',
  'review/list': 'POST',
  'review/put': 'POST',
  'review/delete': 'POST',
  'optiongroup/get': 'POST',
  'suppliers/search': 'POST',
  'suppliers/detail': 'POST',
  // Proxied: member lists and data
  'member/favorite/list': 'POST',
  'member/favorite/addDelete': 'POST',
  'member/notify/list': 'POST',
  'member/notify/addDelete': 'POST',
  'member/review/list': 'POST',
  'member/review/put': 'POST',
  'member/review/delete': 'POST',
  'member/orderHistory/list': 'POST',
  'member/orderHistory/get': 'POST',
  'member/creditcard/get': 'POST',
  'member/creditcard/put': 'POST',
  'member/creditcard/delete': 'POST',
  'member/point/balance': 'POST',
  'member/point/history': 'POST',
  'member/address/get': 'POST',
  'member/address/put': 'POST',
  'member/address/delete': 'POST',
  'member/coupons/get': 'POST',
  'member/coupons/issue': 'POST',
  'member/coupons/issueList': 'POST',
  'member/coupons/list': 'POST',
  'member/userRank/get': 'POST',
  // Proxied: linked services and mail (docs/rules/linked-services.md)
  'externalOrganizations/list': 'POST',
  'externalOrganizations/put': 'POST',
  'externalOrganizations/delete': 'POST',
  'externalOrganizations/tokenGet': 'POST',
  'externalPoint/canMerge': 'POST',
  'externalPoint/unlink': 'POST',
  'externalPoint/history/get': 'POST',
  'notifications/email/send': 'POST',
  'notifications/email/verify': 'POST',
  'promotionMails/unsubscribe': 'POST',
  // Proxied: cart and order
  'cart/get': 'POST',
  'cart/add': 'POST',
  'cart/update': 'POST',
  'cart/put': 'POST',
  'cart/delete': 'POST',
  'cart/clear': 'POST',
  'cart/create': 'POST',
  'order/create': 'POST',
  'order/get': 'POST',
  'order/setPurchaser': 'POST',
  'order/setReciever': 'POST',
  'order/setDelivery': 'POST',
  'order/verify': 'POST',
  'order/setCoupon': 'POST',
  'order/omitCoupon': 'POST',
  'order/setPoint': 'POST',
  'order/confirmPoint': 'POST',
  'order/setPayment': 'POST',
  'order/setSiteOptionGroup': 'POST',
  'order/commit': 'POST',
  'order/cancel': 'POST',
  'order/getChangePayment': 'POST',
  'order/putChangePayment': 'POST',
  'order/cartLoad': 'POST',
  'order/selections/coupon': 'POST',
  'order/selections/delivery': 'POST',
  'order/selections/payment': 'POST',
  'guestOrder/get': 'POST',
  'paymentLogin/config': 'POST',
  'paymentLogin/payload': 'POST',
  'paymentLogin/session': 'POST',
  'paymentLogin/getBuyer': 'POST',
  'paymentLogin/checkoutSession': 'POST',
  // Proxied: news, contents and site data
  'contents/list': 'POST',
  'contents/detail': 'POST',
  'news/list': 'POST',
  'news/detail': 'POST',
  'site/get': 'POST',
  'customMaster/get': 'POST',
  zipSearchApi: 'POST',
  // BFF-owned since the trade desk: forwarded upstream and recorded in the inbox at once.
  'inquiries/put': 'POST',
  // Not here on purpose (docs/upstream.md#not-exposed-to-the-browser): the business calendar,
  // delivery-area groups, point campaigns and sales, which no screen reads, and the
  // server-to-server calls.
} as const satisfies Record<string, 'GET' | 'POST' | 'PUT' | 'DELETE'>;

export type ApiName = keyof typeof apiMethods;
export type ApiMethod = (typeof apiMethods)[ApiName];

/** The mounted path of a route: `/api/<name>` outside, `/<name>` under the `/api` router. */
export const apiPath = (name: ApiName) => `/${name}` as const;
