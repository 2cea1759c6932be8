import { z } from 'zod';
import { endpoint } from './endpoint';
import { itemListRequestSchema, itemListResponseSchema } from './items';

/**
 * The upstream endpoint catalogue: every call of spec §7 the product uses, keyed by the name the
 * BFF exposes under `/api/<name>` (DESIGN: proxied endpoints keep the catalogue's names).
 * Paths are relative to the configured API base path.
 */
export const upstreamCatalogue = {
  // account
  'original/account/id': endpoint('/original/account/id', {}),
  'account/signin': endpoint('/account/signin', {
    request: z.object({ email: z.string(), password: z.string() }),
  }),
  'account/signout': endpoint('/account/signout', { member: true }),
  'account/refresh': endpoint('/account/refresh', {}),
  'auth/user/login': endpoint('/auth/user/login', {
    request: z.object({ email: z.string(), password: z.string() }),
  }),
  'auth/user/verify': endpoint('/auth/user/verify', {
    request: z.object({ auth_code_token: z.string(), auth_code: z.string() }),
  }),
  'member/information/get': endpoint('/member/information/get', { member: true }),
  'member/information/update': endpoint('/member/information/update', { member: true }),
  'member/information/add': endpoint('/member/information/add', {}),
  'users/signUp': endpoint('/users/signUp', {}),
  'users/preRegister': endpoint('/users/preRegister', {
    request: z.object({ email: z.string(), note: z.string().optional() }),
  }),
  'users/get': endpoint('/users/get', { request: z.object({ signUpCode: z.string() }) }),
  'email/registerable': endpoint('/email/registerable', { request: z.object({ email: z.string() }) }),
  'member/password/resetMail': endpoint('/member/password/resetMail', {}),
  'member/password/reset': endpoint('/member/password/reset', {}),
  'member/password/update': endpoint('/member/password/update', { member: true }),
  'member/password/validate': endpoint('/member/password/validate', {}),
  'member/leave': endpoint('/member/leave', { member: true }),

  // catalogue
  'items/list': endpoint('/items/list', {
    request: itemListRequestSchema,
    response: itemListResponseSchema,
  }),
  'items/detail': endpoint('/items/detail', {}),
  'category/get': endpoint('/category/get', {}),
  'category/trees': endpoint('/category/trees', {}),
  'variation/get': endpoint('/variation/get', {}),
  'recommend/get': endpoint('/recommend/get', {}),
  'itemRanking/get': endpoint('/itemRanking/get', {}),
  'viewedItems/get': endpoint('/viewedItems/get', {}),
  'viewedItems/put': endpoint('/viewedItems/put', {}),
  'viewedItems/delete': endpoint('/viewedItems/delete', {}),
  'review/list': endpoint('/review/list', {}),
  'review/put': endpoint('/review/put', { member: true }),
  'review/delete': endpoint('/review/delete', { member: true }),
  'optiongroup/get': endpoint('/optiongroup/get', {}),

  // suppliers
  'suppliers/search': endpoint('/suppliers/search', {}),
  'suppliers/detail': endpoint('/suppliers/detail', {}),

  // member
  'member/favorite/list': endpoint('/member/favorite/list', { member: true }),
  'member/favorite/addDelete': endpoint('/member/favorite/addDelete', { member: true }),
  'member/notify/list': endpoint('/member/notify/list', { member: true }),
  'member/notify/addDelete': endpoint('/member/notify/addDelete', { member: true }),
  'member/orderHistory/list': endpoint('/member/orderHistory/list', { member: true }),
  'member/orderHistory/get': endpoint('/member/orderHistory/get', { member: true }),
  'member/creditcard/get': endpoint('/member/creditcard/get', { member: true }),
  'member/creditcard/put': endpoint('/member/creditcard/put', { member: true }),
  'member/creditcard/delete': endpoint('/member/creditcard/delete', { member: true }),
  'member/point/balance': endpoint('/member/point/balance', { member: true }),
  'member/point/history': endpoint('/member/point/history', { member: true }),
  'member/address/get': endpoint('/member/address/get', { member: true }),
  'member/address/put': endpoint('/member/address/put', { member: true }),
  'member/address/delete': endpoint('/member/address/delete', { member: true }),
  'member/coupons/get': endpoint('/member/coupons/get', {}),
  'member/coupons/issue': endpoint('/member/coupons/issue', { member: true }),
  'member/coupons/issueList': endpoint('/member/coupons/issueList', { member: true }),
  'member/coupons/list': endpoint('/member/coupons/list', {}),
  'member/userRank/get': endpoint('/member/userRank/get', { member: true }),

  // cart
  'cart/get': endpoint('/cart/get', {}),
  'cart/add': endpoint('/cart/add', {}),
  'cart/update': endpoint('/cart/update', {}),
  'cart/put': endpoint('/cart/put', {}),
  'cart/delete': endpoint('/cart/delete', {}),
  'cart/clear': endpoint('/cart/clear', {}),
  'cart/create': endpoint('/cart/create', {}),

  // order
  'order/create': endpoint('/order/create', {}),
  'order/get': endpoint('/order/get', {}),
  'order/setPurchaser': endpoint('/order/setPurchaser', {}),
  'order/setReciever': endpoint('/order/setReciever', {}),
  'order/setDelivery': endpoint('/order/setDelivery', {}),
  'order/verify': endpoint('/order/verify', {}),
  'order/setCoupon': endpoint('/order/setCoupon', {}),
  'order/omitCoupon': endpoint('/order/omitCoupon', {}),
  'order/setPoint': endpoint('/order/setPoint', { member: true }),
  'order/confirmPoint': endpoint('/order/confirmPoint', { member: true }),
  'order/setPayment': endpoint('/order/setPayment', {}),
  'order/setSiteOptionGroup': endpoint('/order/setSiteOptionGroup', {}),
  'order/commit': endpoint('/order/commit', {}),
  'order/cancel': endpoint('/order/cancel', {}),
  'order/getChangePayment': endpoint('/order/getChangePayment', {}),
  'order/putChangePayment': endpoint('/order/putChangePayment', {}),
  'order/cartLoad': endpoint('/order/cartLoad', {}),
  'order/selections/coupon': endpoint('/order/selections/coupon', {}),
  'order/selections/delivery': endpoint('/order/selections/delivery', {}),
  'order/selections/payment': endpoint('/order/selections/payment', {}),

  // others
  'contents/list': endpoint('/contents/list', {}),
  'contents/detail': endpoint('/contents/detail', {}),
  'news/list': endpoint('/news/list', {}),
  'news/detail': endpoint('/news/detail', {}),
  'site/get': endpoint('/site/get', {}),
  'utility/calendar': endpoint('/utility/calendar', {}),
  'deliveryAreaGroups/get': endpoint('/deliveryAreaGroups/get', {}),
  'customMaster/get': endpoint('/customMaster/get', {}),
  zipSearchApi: endpoint('/zipSearchApi', { request: z.object({ zip: z.string() }) }),
  'inquiries/put': endpoint('/inquiries/put', {}),
  'pointCampaigns/list': endpoint('/pointCampaigns/list', {}),
  'sales/get': endpoint('/sales/get', {}),
  'sales/list': endpoint('/sales/list', {}),
} as const;

export type UpstreamName = keyof typeof upstreamCatalogue;
export const upstreamNames = Object.keys(upstreamCatalogue) as UpstreamName[];
