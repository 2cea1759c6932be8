import * as b from '../upstream/browse';
import * as r from '../upstream/responses';
import * as mr from '../upstream/member-responses';
import * as follows from '../bff/follows';
import * as favorites from '../bff/favorites';
import { own, proxied } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** A member's lists: favourites, followed suppliers, restock notices, own reviews (docs/architecture.md#one-endpoint-table). */
export const listsEndpoints = {
  'member/favorite/list': proxied(
    endpoint('/member/favorite/list', {
      member: true,
      request: b.favoriteListRequestSchema,
      response: r.favoriteListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/favorite/addDelete': proxied(
    endpoint('/member/favorite/addDelete', {
      member: true,
      request: b.favoriteAddDeleteRequestSchema,
      response: r.toggleResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  /** Files one favourite under labels (the BFF re-adds it through addDelete under a lock). */
  'member/favorite/labels': own({
    body: favorites.favoriteLabelsBodySchema,
    data: favorites.favoriteLabelsDataSchema,
    access: 'member',
  }),
  'member/follows/list': own({
    body: follows.followsListBodySchema,
    data: follows.followsListDataSchema,
    access: 'member',
  }),
  'member/follows/addDelete': own({
    body: follows.followBodySchema,
    data: follows.followDataSchema,
    access: 'member',
  }),
  'member/notify/list': proxied(
    endpoint('/member/notify/list', {
      member: true,
      response: mr.notifyListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/notify/addDelete': proxied(
    endpoint('/member/notify/addDelete', {
      member: true,
      request: b.notifyAddDeleteRequestSchema,
      response: r.toggleResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/review/list': proxied(
    endpoint('/member/review/list', {
      member: true,
      request: b.memberReviewListRequestSchema,
      response: r.memberReviewListResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/review/put': proxied(
    endpoint('/member/review/put', {
      member: true,
      request: b.memberReviewPutRequestSchema,
      response: r.reviewPutResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
  'member/review/delete': proxied(
    endpoint('/member/review/delete', {
      member: true,
      request: b.memberReviewDeleteRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'member',
    }),
  ),
};
