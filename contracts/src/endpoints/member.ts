import * as r from '../upstream/responses';
import * as mx from '../upstream/member-extras';
import * as mr from '../upstream/member-responses';
import { proxied } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** A member's records: order history, cards, points, addresses, coupons, rank (docs/architecture.md#one-endpoint-table). */
export const memberEndpoints = {
  'member/orderHistory/list': proxied(
    endpoint('/member/orderHistory/list', {
      member: true,
      request: mx.orderHistoryListRequestSchema,
      response: r.orderHistoryResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/orderHistory/get': proxied(
    endpoint('/member/orderHistory/get', {
      member: true,
      request: mx.orderHistoryGetRequestSchema,
      response: mr.orderHistoryGetResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/creditcard/get': proxied(
    endpoint('/member/creditcard/get', {
      member: true,
      request: mx.creditcardGetRequestSchema,
      response: mr.cardListResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/creditcard/put': proxied(
    endpoint('/member/creditcard/put', {
      member: true,
      request: mx.creditcardPutRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/creditcard/delete': proxied(
    endpoint('/member/creditcard/delete', {
      member: true,
      request: mx.creditcardDeleteRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/point/balance': proxied(
    endpoint('/member/point/balance', {
      member: true,
      response: r.pointBalanceResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/point/history': proxied(
    endpoint('/member/point/history', {
      member: true,
      request: mx.pointHistoryRequestSchema,
      response: r.pointHistoryResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/address/get': proxied(
    endpoint('/member/address/get', {
      member: true,
      response: mr.addressListResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/address/put': proxied(
    endpoint('/member/address/put', {
      member: true,
      request: mx.addressPutRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/address/delete': proxied(
    endpoint('/member/address/delete', {
      member: true,
      request: mx.addressDeleteRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/coupons/get': proxied(
    endpoint('/member/coupons/get', {
      request: mx.couponGetRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/coupons/issue': proxied(
    endpoint('/member/coupons/issue', {
      member: true,
      request: mx.couponIssueRequestSchema,
      response: mr.couponIssueResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/coupons/issueList': proxied(
    endpoint('/member/coupons/issueList', {
      member: true,
      response: mr.issuedCouponListResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/coupons/list': proxied(
    endpoint('/member/coupons/list', {
      request: mx.couponListRequestSchema,
      response: mr.couponListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/userRank/get': proxied(
    endpoint('/member/userRank/get', {
      member: true,
      response: mr.userRankResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
};
