import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  clientIdResponseSchema,
  refreshRequestSchema,
  sessionTokensSchema,
  signinRequestSchema,
  twoFactorLoginResponseSchema,
  verifyRequestSchema,
} from './account';
import * as b from './browse';
import * as co from './cart-order';
import * as pl from './payment-login';
import * as r from './responses';
import * as mx from './member-extras';
import * as mr from './member-responses';
import { itemListRequestSchema, itemListResponseSchema } from './items';
import { itemDetailResponseSchema } from './product-details';
import {
  emailReminderRequestSchema,
  leaveRequestSchema,
  memberUpdateRequestSchema,
  memberUserSchema,
  passwordResetMailRequestSchema,
  passwordResetRequestSchema,
  passwordUpdateRequestSchema,
  passwordValidateRequestSchema,
  preRegisterRequestSchema,
  signInEmailChangeRequestSchema,
  signInEmailVerifyRequestSchema,
  signUpCodeRequestSchema,
  signUpRequestSchema,
} from './member';
import { siteSettingsSchema } from './site';
import * as ls from './linked-services';

/**
 * The upstream endpoint catalogue: every call of docs/upstream.md#calls the product uses, keyed by
 * the name the BFF exposes under `/api/<name>` (docs/architecture.md#proxy: proxied endpoints keep
 * the catalogue's names). Paths are relative to the configured API base path.
 */
export const upstreamCatalogue = {
  // account
  'original/account/id': endpoint('/original/account/id', { response: clientIdResponseSchema }),
  'account/signin': endpoint('/account/signin', {
    request: signinRequestSchema,
    response: sessionTokensSchema,
  }),
  // Sign-out revokes the pair named by the token headers; an unknown pair → E000-002.
  'account/signout': endpoint('/account/signout', { member: true }),
  // The refresh token comes in the refresh-token header (or the body); rotation on success.
  'account/refresh': endpoint('/account/refresh', {
    request: refreshRequestSchema,
    response: sessionTokensSchema,
  }),
  'auth/user/login': endpoint('/auth/user/login', {
    request: signinRequestSchema,
    response: twoFactorLoginResponseSchema,
  }),
  'auth/user/verify': endpoint('/auth/user/verify', {
    request: verifyRequestSchema,
    response: sessionTokensSchema,
  }),
  'member/information/get': endpoint('/member/information/get', {
    member: true,
    response: z.looseObject({ user: memberUserSchema }),
  }),
  'member/information/update': endpoint('/member/information/update', {
    member: true,
    request: memberUpdateRequestSchema,
    response: z.looseObject({ user: memberUserSchema }),
  }),
  'member/information/add': endpoint('/member/information/add', {
    request: signUpRequestSchema,
    response: z.looseObject({ user_token: z.string(), user: z.looseObject({ id: z.string() }) }),
  }),
  'users/signUp': endpoint('/users/signUp', {
    request: signUpRequestSchema,
    response: z.looseObject({ user: z.looseObject({ id: z.string() }) }),
  }),
  'users/preRegister': endpoint('/users/preRegister', { request: preRegisterRequestSchema }),
  'users/get': endpoint('/users/get', {
    request: signUpCodeRequestSchema,
    response: z.looseObject({ email: z.string() }),
  }),
  'email/registerable': endpoint('/email/registerable', {
    request: passwordResetMailRequestSchema,
    response: z.object({ registerable: z.boolean() }),
  }),
  'member/password/resetMail': endpoint('/member/password/resetMail', {
    request: passwordResetMailRequestSchema,
  }),
  'member/password/reset': endpoint('/member/password/reset', {
    request: passwordResetRequestSchema,
  }),
  'member/password/update': endpoint('/member/password/update', {
    member: true,
    request: passwordUpdateRequestSchema,
  }),
  'member/password/validate': endpoint('/member/password/validate', {
    request: passwordValidateRequestSchema,
    response: z.looseObject({ valid: z.boolean() }),
  }),
  'member/leave': endpoint('/member/leave', { member: true, request: leaveRequestSchema }),
  'member/email/reminder': endpoint('/member/email/reminder', {
    request: emailReminderRequestSchema,
  }),
  'member/email/change/send': endpoint('/member/email/change/send', {
    member: true,
    request: signInEmailChangeRequestSchema,
  }),
  'member/email/change/verify': endpoint('/member/email/change/verify', {
    member: true,
    request: signInEmailVerifyRequestSchema,
    response: z.looseObject({ user: memberUserSchema }),
  }),

  // linked services (docs/upstream.md#linked-services)
  'externalOrganizations/put': endpoint('/externalOrganizations/put', {
    member: true,
    request: ls.externalOrganizationPutRequestSchema,
  }),
  'externalOrganizations/list': endpoint('/externalOrganizations/list', {
    member: true,
    response: ls.externalOrganizationListResponseSchema,
  }),
  'externalOrganizations/delete': endpoint('/externalOrganizations/delete', {
    member: true,
    request: ls.externalOrganizationDeleteRequestSchema,
  }),
  'externalOrganizations/tokenGet': endpoint('/externalOrganizations/tokenGet', {
    member: true,
    request: ls.externalOrganizationTokenRequestSchema,
    response: ls.externalOrganizationTokenResponseSchema,
  }),
  'externalPoint/canMerge': endpoint('/externalPoint/canMerge', {
    member: true,
    request: ls.externalPointCanMergeRequestSchema,
    response: ls.externalPointCanMergeResponseSchema,
  }),
  'externalPoint/unlink': endpoint('/externalPoint/unlink', {
    member: true,
    request: ls.externalPointUnlinkRequestSchema,
  }),
  'externalPoint/history/get': endpoint('/externalPoint/history/get', {
    member: true,
    request: ls.externalPointHistoryRequestSchema,
    response: ls.externalPointHistoryResponseSchema,
  }),
  'items/externalPoint/get': endpoint('/items/externalPoint/get', {
    request: ls.itemExternalPointRequestSchema,
    response: ls.externalPointAmountsSchema,
  }),
  // mail: unsubscribe from a promotion-mail link; verify an address with a mailed code
  'promotionMails/unsubscribe': endpoint('/promotionMails/unsubscribe', {
    request: ls.promotionUnsubscribeRequestSchema,
  }),
  'notifications/email/send': endpoint('/notifications/email/send', {
    member: true,
    request: ls.notificationEmailSendRequestSchema,
  }),
  'notifications/email/verify': endpoint('/notifications/email/verify', {
    member: true,
    request: ls.notificationEmailVerifyRequestSchema,
    response: z.looseObject({ user: memberUserSchema }),
  }),

  // catalogue
  'items/list': endpoint('/items/list', {
    request: itemListRequestSchema,
    response: itemListResponseSchema,
  }),
  'items/detail': endpoint('/items/detail', {
    request: b.itemDetailRequestSchema,
    response: itemDetailResponseSchema,
  }),
  'category/get': endpoint('/category/get', {
    request: b.categoryGetRequestSchema,
    response: r.categoryGetResponseSchema,
  }),
  'category/trees': endpoint('/category/trees', { response: r.categoryTreesResponseSchema }),
  'variation/get': endpoint('/variation/get', { response: r.variationResponseSchema }),
  'recommend/get': endpoint('/recommend/get', {
    request: b.recommendRequestSchema,
    response: r.itemsResponseSchema,
  }),
  'itemRanking/get': endpoint('/itemRanking/get', {
    request: b.itemRankingRequestSchema,
    response: r.itemsResponseSchema,
  }),
  'viewedItems/get': endpoint('/viewedItems/get', {
    request: b.viewedItemsGetRequestSchema,
    response: r.itemsResponseSchema,
  }),
  'viewedItems/put': endpoint('/viewedItems/put', { request: b.viewedItemsPutRequestSchema }),
  'viewedItems/delete': endpoint('/viewedItems/delete', {
    request: b.viewedItemsDeleteRequestSchema,
  }),
  'review/list': endpoint('/review/list', {
    request: b.reviewListRequestSchema,
    response: r.reviewListResponseSchema,
  }),
  'review/put': endpoint('/review/put', {
    member: true,
    request: b.reviewPutRequestSchema,
    response: r.reviewPutResponseSchema,
  }),
  'review/delete': endpoint('/review/delete', {
    member: true,
    request: b.reviewDeleteRequestSchema,
  }),
  'optiongroup/get': endpoint('/optiongroup/get', {
    request: b.optionGroupRequestSchema,
    response: r.optionGroupsResponseSchema,
  }),

  // suppliers
  'suppliers/search': endpoint('/suppliers/search', {
    request: b.supplierSearchRequestSchema,
    response: b.supplierSearchResponseSchema,
  }),
  'suppliers/detail': endpoint('/suppliers/detail', {
    request: b.supplierDetailRequestSchema,
    response: z.looseObject({ supplier: b.supplierSchema }),
  }),

  // member
  'member/favorite/list': endpoint('/member/favorite/list', {
    member: true,
    request: b.favoriteListRequestSchema,
    response: r.favoriteListResponseSchema,
  }),
  'member/favorite/addDelete': endpoint('/member/favorite/addDelete', {
    member: true,
    request: b.favoriteAddDeleteRequestSchema,
    response: r.toggleResponseSchema,
  }),
  'member/notify/list': endpoint('/member/notify/list', {
    member: true,
    response: mr.notifyListResponseSchema,
  }),
  'member/notify/addDelete': endpoint('/member/notify/addDelete', {
    member: true,
    request: b.notifyAddDeleteRequestSchema,
    response: r.toggleResponseSchema,
  }),
  'member/review/list': endpoint('/member/review/list', {
    member: true,
    request: b.memberReviewListRequestSchema,
    response: r.memberReviewListResponseSchema,
  }),
  'member/review/put': endpoint('/member/review/put', {
    member: true,
    request: b.memberReviewPutRequestSchema,
    response: r.reviewPutResponseSchema,
  }),
  'member/review/delete': endpoint('/member/review/delete', {
    member: true,
    request: b.memberReviewDeleteRequestSchema,
  }),
  'member/orderHistory/list': endpoint('/member/orderHistory/list', {
    member: true,
    request: mx.orderHistoryListRequestSchema,
    response: r.orderHistoryResponseSchema,
  }),
  'member/orderHistory/get': endpoint('/member/orderHistory/get', {
    member: true,
    request: mx.orderHistoryGetRequestSchema,
    response: mr.orderHistoryGetResponseSchema,
  }),
  'member/creditcard/get': endpoint('/member/creditcard/get', {
    member: true,
    request: mx.creditcardGetRequestSchema,
    response: mr.cardListResponseSchema,
  }),
  'member/creditcard/put': endpoint('/member/creditcard/put', {
    member: true,
    request: mx.creditcardPutRequestSchema,
  }),
  'member/creditcard/delete': endpoint('/member/creditcard/delete', {
    member: true,
    request: mx.creditcardDeleteRequestSchema,
  }),
  'member/point/balance': endpoint('/member/point/balance', {
    member: true,
    response: r.pointBalanceResponseSchema,
  }),
  'member/point/history': endpoint('/member/point/history', {
    member: true,
    request: mx.pointHistoryRequestSchema,
    response: r.pointHistoryResponseSchema,
  }),
  'member/address/get': endpoint('/member/address/get', {
    member: true,
    response: mr.addressListResponseSchema,
  }),
  'member/address/put': endpoint('/member/address/put', {
    member: true,
    request: mx.addressPutRequestSchema,
  }),
  'member/address/delete': endpoint('/member/address/delete', {
    member: true,
    request: mx.addressDeleteRequestSchema,
  }),
  'member/coupons/get': endpoint('/member/coupons/get', { request: mx.couponGetRequestSchema }),
  'member/coupons/issue': endpoint('/member/coupons/issue', {
    member: true,
    request: mx.couponIssueRequestSchema,
    response: mr.couponIssueResponseSchema,
  }),
  'member/coupons/issueList': endpoint('/member/coupons/issueList', {
    member: true,
    response: mr.issuedCouponListResponseSchema,
  }),
  'member/coupons/list': endpoint('/member/coupons/list', {
    request: mx.couponListRequestSchema,
    response: mr.couponListResponseSchema,
  }),
  'member/userRank/get': endpoint('/member/userRank/get', {
    member: true,
    response: mr.userRankResponseSchema,
  }),

  // cart
  'cart/get': endpoint('/cart/get', {
    request: co.cartCodeRequestSchema,
    response: r.cartResponseSchema,
  }),
  'cart/add': endpoint('/cart/add', {
    request: co.cartAddRequestSchema,
    response: r.cartResponseSchema,
  }),
  'cart/update': endpoint('/cart/update', {
    request: co.cartAddRequestSchema,
    response: r.cartResponseSchema,
  }),
  'cart/put': endpoint('/cart/put', {
    request: co.cartAddRequestSchema,
    response: r.cartResponseSchema,
  }),
  'cart/delete': endpoint('/cart/delete', { request: co.cartCodesRequiredSchema }),
  'cart/clear': endpoint('/cart/clear', {
    request: co.cartCodeRequestSchema,
    response: r.cartResponseSchema,
  }),
  'cart/create': endpoint('/cart/create', {
    request: co.cartCodesRequestSchema,
    response: r.cartCodeResponseSchema,
  }),

  // order
  'order/create': endpoint('/order/create', {
    request: co.orderCreateRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/get': endpoint('/order/get', {
    request: co.orderIdRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setPurchaser': endpoint('/order/setPurchaser', {
    request: co.orderPurchaserRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setReciever': endpoint('/order/setReciever', {
    request: co.orderRecieverRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setDelivery': endpoint('/order/setDelivery', {
    request: co.orderDeliveryRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/verify': endpoint('/order/verify', {
    request: co.orderIdRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setCoupon': endpoint('/order/setCoupon', {
    request: co.orderCouponRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/omitCoupon': endpoint('/order/omitCoupon', {
    request: co.orderIdRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setPoint': endpoint('/order/setPoint', {
    member: true,
    request: co.orderPointRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/confirmPoint': endpoint('/order/confirmPoint', {
    member: true,
    request: co.orderIdRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setPayment': endpoint('/order/setPayment', {
    request: co.orderPaymentRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/setSiteOptionGroup': endpoint('/order/setSiteOptionGroup', {
    request: co.orderSiteOptionRequestSchema,
    response: r.orderResponseSchema,
  }),
  'order/commit': endpoint('/order/commit', {
    request: co.orderCommitRequestSchema,
    response: r.orderCommitResponseSchema,
  }),
  'order/cancel': endpoint('/order/cancel', {
    request: co.orderCancelRequestSchema,
    response: r.placedOrderResponseSchema,
  }),
  'order/getChangePayment': endpoint('/order/getChangePayment', {
    request: co.orderCancelRequestSchema,
    response: r.changePaymentResponseSchema,
  }),
  'order/putChangePayment': endpoint('/order/putChangePayment', {
    request: co.changePaymentRequestSchema,
    response: r.changePaymentResponseSchema,
  }),
  /** docs/rules/cart-and-checkout.md#guest-orders guest purchaser: a finished guest order by its number and password. */
  'guestOrder/get': endpoint('/guestOrder/get', {
    request: co.guestOrderRequestSchema,
    response: r.placedOrderResponseSchema,
  }),
  'order/cartLoad': endpoint('/order/cartLoad', { request: co.orderIdRequestSchema }),
  'order/selections/coupon': endpoint('/order/selections/coupon', {
    request: co.orderIdRequestSchema,
  }),
  'order/selections/delivery': endpoint('/order/selections/delivery', {
    request: co.orderDeliverySelectionsRequestSchema,
  }),
  'order/selections/payment': endpoint('/order/selections/payment', {
    request: co.orderIdRequestSchema,
  }),

  // external payment-login buyer (docs/upstream.md#payment-login)
  'paymentLogin/config': endpoint('/paymentLogin/config', {
    response: pl.paymentLoginConfigSchema,
  }),
  'paymentLogin/payload': endpoint('/paymentLogin/payload', {
    request: pl.paymentLoginPayloadRequestSchema,
    response: pl.paymentLoginPayloadSchema,
  }),
  'paymentLogin/session': endpoint('/paymentLogin/session', {
    request: pl.paymentLoginSessionRequestSchema,
    response: pl.paymentLoginSessionSchema,
  }),
  'paymentLogin/getBuyer': endpoint('/paymentLogin/getBuyer', {
    request: pl.paymentLoginSessionRequestSchema,
    response: pl.paymentLoginBuyerSchema,
  }),
  'paymentLogin/checkoutSession': endpoint('/paymentLogin/checkoutSession', {
    request: pl.paymentLoginCheckoutRequestSchema,
    response: r.orderResponseSchema,
  }),

  // others
  'contents/list': endpoint('/contents/list', {
    request: b.contentsListRequestSchema,
    response: r.contentsListResponseSchema,
  }),
  'contents/detail': endpoint('/contents/detail', {
    request: b.contentsDetailRequestSchema,
    response: r.contentsDetailResponseSchema,
  }),
  'news/list': endpoint('/news/list', {
    request: b.contentsListRequestSchema,
    response: r.newsListResponseSchema,
  }),
  'news/detail': endpoint('/news/detail', {
    request: b.contentsDetailRequestSchema,
    response: r.newsDetailResponseSchema,
  }),
  'site/get': endpoint('/site/get', { response: siteSettingsSchema }),
  'utility/calendar': endpoint('/utility/calendar', {
    request: b.calendarRequestSchema,
    response: r.calendarResponseSchema,
  }),
  'deliveryAreaGroups/get': endpoint('/deliveryAreaGroups/get', {}),
  'customMaster/get': endpoint('/customMaster/get', {
    request: b.customMasterRequestSchema,
    response: r.customMasterResponseSchema,
  }),
  zipSearchApi: endpoint('/zipSearchApi', {
    request: b.zipSearchRequestSchema,
    response: r.zipSearchResponseSchema,
  }),
  // docs/security.md#probes-mails-and-guesses: members only (anonymous calls mailed any address).
  'inquiries/put': endpoint('/inquiries/put', {
    member: true,
    request: b.inquiryPutRequestSchema,
    response: r.idResponseSchema,
  }),
  'pointCampaigns/list': endpoint('/pointCampaigns/list', {
    request: b.pointCampaignsRequestSchema,
  }),
  'sales/get': endpoint('/sales/get', { request: b.salesGetRequestSchema }),
  'sales/list': endpoint('/sales/list', {}),
} as const;

export type UpstreamName = keyof typeof upstreamCatalogue;
export const upstreamNames = Object.keys(upstreamCatalogue) as UpstreamName[];
