import { z } from 'zod';
import * as account from '../bff/account';
import * as auth from '../bff/auth';
import * as checkout from '../bff/checkout';
import * as order from '../bff/order';
import * as follows from '../bff/follows';
import * as favorites from '../bff/favorites';
import * as session from '../bff/session';
import * as tradeDesk from '../trade-desk/index';
import { registrationFormSchema } from '../registration/registration-form';
import { memberUserSchema } from '../upstream/member';
import type { ApiName } from './api-methods';
import { upstreamCatalogue } from '../upstream/catalogue';
import {
  ownRoute as own,
  proxiedAsRoute as proxiedAs,
  proxiedRoute as proxied,
  type ApiRoute,
} from './api-route';

const memberData = z.looseObject({ user: memberUserSchema });

/** An order call: the BFF adds the session's temporary order id and strips it from the answer. */
const orderCall = <N extends order.BrowserOrderCall>(name: N) =>
  proxiedAs(name, { body: order.browserOrderBodies[name], data: order.browserOrderResponseSchema });

/**
 * Every `/api` route with its contracts (docs/architecture.md#one-endpoint-table). The BFF mounts
 * exactly these, the web calls them by name through a client typed from this table, and the
 * OpenAPI document is built from it. A proxied name here is an upstream call the browser may
 * reach; an upstream call not listed is unreachable.
 */
export const apiRoutes = {
  session: own('session', { data: session.sessionDataSchema }),
  language: own('language', { body: session.languageBodySchema, data: session.languageDataSchema }),

  'auth/signin': own('auth/signin', { body: auth.signinBodySchema, data: auth.signedInDataSchema }),
  'auth/login': own('auth/login', { body: auth.loginBodySchema, data: auth.loginDataSchema }),
  'auth/verify': own('auth/verify', { body: auth.verifyBodySchema, data: auth.signedInDataSchema }),
  'auth/signout': own('auth/signout', { data: auth.signoutDataSchema }),

  /** Sign-up takes the registration form; its field messages follow the session language. */
  'account/signup': own('account/signup', {
    body: registrationFormSchema('en'),
    localizedBody: registrationFormSchema,
    data: account.signedUpDataSchema,
  }),
  'account/preRegister': own('account/preRegister', { body: account.preRegisterBodySchema }),
  'account/signupCode': own('account/signupCode', {
    body: account.signupCodeBodySchema,
    data: account.signupCodeDataSchema,
  }),
  'account/registerable': own('account/registerable', {
    body: account.registerableBodySchema,
    data: account.registerableDataSchema,
  }),
  'account/password/resetMail': own('account/password/resetMail', {
    body: account.resetMailBodySchema,
  }),
  'account/reminder': own('account/reminder', { body: account.reminderBodySchema }),
  'account/password/reset': own('account/password/reset', {
    body: account.passwordResetBodySchema,
  }),
  'account/password/update': own('account/password/update', {
    body: account.passwordUpdateBodySchema,
    access: 'member',
  }),
  'account/member/get': own('account/member/get', { data: memberData, access: 'member' }),
  'account/member/update': own('account/member/update', {
    body: account.memberUpdateBodySchema,
    data: memberData,
    access: 'member',
  }),
  'account/leave': own('account/leave', { body: account.leaveBodySchema, access: 'member' }),
  'account/email/change': own('account/email/change', {
    body: account.emailChangeBodySchema,
    access: 'member',
  }),
  'account/email/confirm': own('account/email/confirm', {
    body: account.emailConfirmBodySchema,
    data: memberData,
    access: 'member',
  }),

  'checkout/state': own('checkout/state', { data: checkout.checkoutClearedDataSchema }),
  'checkout/result': own('checkout/result', { data: checkout.checkoutResultDataSchema }),

  'member/follows/list': own('member/follows/list', {
    body: follows.followsListBodySchema,
    data: follows.followsListDataSchema,
    access: 'member',
  }),
  'member/follows/addDelete': own('member/follows/addDelete', {
    body: follows.followBodySchema,
    data: follows.followDataSchema,
    access: 'member',
  }),

  // docs/rules/trade-desk.md: the buyer's trade desk, all member-only.
  'requests/quote': own('requests/quote', {
    body: tradeDesk.quoteRequestBodySchema,
    data: tradeDesk.quoteRequestDataSchema,
    access: 'member',
  }),
  'requests/inbox/list': own('requests/inbox/list', {
    body: tradeDesk.inboxListBodySchema,
    data: tradeDesk.inboxListDataSchema,
    access: 'member',
  }),
  'requests/inbox/update': own('requests/inbox/update', {
    body: tradeDesk.inboxUpdateBodySchema,
    data: tradeDesk.inboxUpdateDataSchema,
    access: 'member',
  }),
  'searches/list': own('searches/list', {
    data: tradeDesk.savedSearchListDataSchema,
    access: 'member',
  }),
  'searches/save': own('searches/save', {
    body: tradeDesk.savedSearchSaveBodySchema,
    data: tradeDesk.savedSearchDataSchema,
    access: 'member',
  }),
  'searches/open': own('searches/open', {
    body: tradeDesk.savedSearchOpenBodySchema,
    data: tradeDesk.savedSearchDataSchema,
    access: 'member',
  }),
  'searches/delete': own('searches/delete', {
    body: tradeDesk.savedSearchDeleteBodySchema,
    data: tradeDesk.savedSearchDeleteDataSchema,
    access: 'member',
  }),
  'alerts/get': own('alerts/get', {
    body: tradeDesk.alertsGetBodySchema,
    data: tradeDesk.alertsDataSchema,
    access: 'member',
  }),
  'alerts/seen': own('alerts/seen', {
    body: tradeDesk.alertsSeenBodySchema,
    data: tradeDesk.alertsDataSchema,
    access: 'member',
  }),

  'items/list': proxied('items/list'),
  'items/detail': proxied('items/detail'),
  'category/get': proxied('category/get', 'shared'),
  'category/trees': proxied('category/trees', 'shared'),
  'variation/get': proxied('variation/get', 'shared'),
  'recommend/get': proxied('recommend/get'),
  'itemRanking/get': proxied('itemRanking/get'),
  'viewedItems/get': proxied('viewedItems/get'),
  'viewedItems/put': proxied('viewedItems/put'),
  'viewedItems/delete': proxied('viewedItems/delete'),
  'review/list': proxied('review/list'),
  'review/put': proxied('review/put'),
  'review/delete': proxied('review/delete'),
  'optiongroup/get': proxied('optiongroup/get'),
  'suppliers/search': proxied('suppliers/search'),
  'suppliers/detail': proxied('suppliers/detail'),

  'member/favorite/list': proxied('member/favorite/list'),
  'member/favorite/addDelete': proxied('member/favorite/addDelete'),
  /** Files one favourite under labels (the BFF re-adds it through addDelete under a lock). */
  'member/favorite/labels': own('member/favorite/labels', {
    body: favorites.favoriteLabelsBodySchema,
    data: favorites.favoriteLabelsDataSchema,
    access: 'member',
  }),
  'member/notify/list': proxied('member/notify/list'),
  'member/notify/addDelete': proxied('member/notify/addDelete'),
  'member/review/list': proxied('member/review/list'),
  'member/review/put': proxied('member/review/put'),
  'member/review/delete': proxied('member/review/delete'),
  'member/orderHistory/list': proxied('member/orderHistory/list'),
  'member/orderHistory/get': proxied('member/orderHistory/get'),
  'member/creditcard/get': proxied('member/creditcard/get'),
  'member/creditcard/put': proxied('member/creditcard/put'),
  'member/creditcard/delete': proxied('member/creditcard/delete'),
  'member/point/balance': proxied('member/point/balance'),
  'member/point/history': proxied('member/point/history'),
  'member/address/get': proxied('member/address/get'),
  'member/address/put': proxied('member/address/put'),
  'member/address/delete': proxied('member/address/delete'),
  'member/coupons/get': proxied('member/coupons/get'),
  'member/coupons/issue': proxied('member/coupons/issue'),
  'member/coupons/issueList': proxied('member/coupons/issueList'),
  'member/coupons/list': proxied('member/coupons/list'),
  'member/userRank/get': proxied('member/userRank/get'),

  // docs/rules/linked-services.md: member calls, except the unsubscribe of a mailed link.
  'externalOrganizations/list': proxied('externalOrganizations/list'),
  'externalOrganizations/put': proxied('externalOrganizations/put'),
  'externalOrganizations/delete': proxied('externalOrganizations/delete'),
  'externalOrganizations/tokenGet': proxied('externalOrganizations/tokenGet'),
  'externalPoint/canMerge': proxied('externalPoint/canMerge'),
  'externalPoint/unlink': proxied('externalPoint/unlink'),
  'externalPoint/history/get': proxied('externalPoint/history/get'),
  'notifications/email/send': proxied('notifications/email/send'),
  'notifications/email/verify': proxied('notifications/email/verify'),
  'promotionMails/unsubscribe': proxied('promotionMails/unsubscribe'),

  'cart/get': proxied('cart/get'),
  'cart/add': proxied('cart/add'),
  'cart/update': proxied('cart/update'),
  'cart/put': proxied('cart/put'),
  'cart/delete': proxied('cart/delete'),
  'cart/clear': proxied('cart/clear'),
  'cart/create': proxied('cart/create'),
  'order/create': proxiedAs('order/create', {
    body: upstreamCatalogue['order/create'].request,
    data: order.browserOrderResponseSchema,
  }),
  'order/get': orderCall('order/get'),
  'order/setPurchaser': orderCall('order/setPurchaser'),
  'order/setReciever': orderCall('order/setReciever'),
  'order/setDelivery': orderCall('order/setDelivery'),
  'order/verify': orderCall('order/verify'),
  'order/setCoupon': orderCall('order/setCoupon'),
  'order/omitCoupon': orderCall('order/omitCoupon'),
  'order/setPoint': orderCall('order/setPoint'),
  'order/confirmPoint': orderCall('order/confirmPoint'),
  'order/setPayment': orderCall('order/setPayment'),
  'order/setSiteOptionGroup': orderCall('order/setSiteOptionGroup'),
  'order/commit': proxiedAs('order/commit', {
    body: order.browserOrderBodies['order/commit'],
    data: order.browserCommitResponseSchema,
  }),
  'order/cancel': proxied('order/cancel'),
  'order/getChangePayment': proxied('order/getChangePayment'),
  'order/putChangePayment': proxied('order/putChangePayment'),
  'order/cartLoad': proxiedAs('order/cartLoad', {
    body: order.browserOrderBodies['order/cartLoad'],
    data: order.browserCartLoadResponseSchema,
  }),
  'order/selections/coupon': proxiedAs('order/selections/coupon', {
    body: order.browserOrderBodies['order/selections/coupon'],
    data: order.couponSelectionsSchema,
  }),
  'order/selections/delivery': proxiedAs('order/selections/delivery', {
    body: order.browserOrderBodies['order/selections/delivery'],
    data: order.deliverySelectionsSchema,
  }),
  'order/selections/payment': proxiedAs('order/selections/payment', {
    body: order.browserOrderBodies['order/selections/payment'],
    data: order.paymentSelectionsSchema,
  }),

  'guestOrder/get': proxied('guestOrder/get'),
  'paymentLogin/config': proxied('paymentLogin/config'),
  /** The BFF gives the provider its return address (docs/security.md#provider-return-addresses). */
  'paymentLogin/payload': proxiedAs('paymentLogin/payload', {
    body: upstreamCatalogue['paymentLogin/payload'].request.omit({ return_url: true }),
    data: upstreamCatalogue['paymentLogin/payload'].response,
  }),
  'paymentLogin/session': proxied('paymentLogin/session'),
  'paymentLogin/getBuyer': proxied('paymentLogin/getBuyer'),
  /** The BFF adds the session's temporary order, as for the order calls. */
  'paymentLogin/checkoutSession': proxiedAs('paymentLogin/checkoutSession', {
    body: upstreamCatalogue['paymentLogin/checkoutSession'].request.omit({ orderId: true }),
    data: order.browserOrderResponseSchema,
  }),

  'contents/list': proxied('contents/list', 'shared'),
  'contents/detail': proxied('contents/detail'),
  'news/list': proxied('news/list', 'shared'),
  'news/detail': proxied('news/detail'),
  'site/get': proxied('site/get', 'shared'),
  'customMaster/get': proxied('customMaster/get'),
  zipSearchApi: proxied('zipSearchApi'),
  /** Sent upstream and recorded in the buyer's inbox at once (docs/rules/trade-desk.md#recording). */
  'inquiries/put': own('inquiries/put', {
    body: tradeDesk.inquirySendBodySchema,
    data: tradeDesk.inquirySendDataSchema,
    access: 'member',
  }),
} satisfies Record<ApiName, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
/** Routes the BFF answers itself, and those it forwards upstream under the same name. */
export type OwnApiName = {
  [N in ApiName]: ApiRoutes[N]['kind'] extends 'own' ? N : never;
}[ApiName];
export type ProxiedApiName = Exclude<ApiName, OwnApiName>;
/** What the browser sends to a route (zod input: defaults may be left out). */
export type ApiBody<N extends ApiName> = z.input<ApiRoutes[N]['body']>;
/** The body a handler gets once the route's contract accepted it (zod output). */
export type ApiRequest<N extends ApiName> = z.output<ApiRoutes[N]['body']>;
/** The `data` of a route's success Result, as the BFF has checked it. */
export type ApiData<N extends ApiName> = z.output<ApiRoutes[N]['data']>;
