import type { UpstreamName } from '@kakehashi/contracts';
import type { EndpointResolver } from '../upstream/endpoints';
import type { UpstreamRequest } from '../upstream/upstream-http';

/**
 * Upstream calls that only read (docs/upstream.md#calls): repeating one changes nothing, so a
 * transport failure may be retried. Every call is POST by default, so the method cannot tell; the
 * list does. Deliberately absent: `original/account/id` (mints a client id), `account/refresh`
 * (spends the refresh token), every write, and `cart/get` (may create a cart).
 */
export const idempotentReads: readonly UpstreamName[] = [
  'site/get',
  'items/list',
  'items/detail',
  'category/get',
  'category/trees',
  'variation/get',
  'recommend/get',
  'itemRanking/get',
  'review/list',
  'optiongroup/get',
  'suppliers/search',
  'suppliers/detail',
  'member/favorite/list',
  'member/notify/list',
  'member/orderHistory/list',
  'member/orderHistory/get',
  'member/point/balance',
  'member/point/history',
  'member/coupons/list',
  'member/userRank/get',
  'contents/list',
  'contents/detail',
  'news/list',
  'news/detail',
  'utility/calendar',
  'deliveryAreaGroups/get',
  'customMaster/get',
  'zipSearchApi',
  'pointCampaigns/list',
  'sales/get',
  'sales/list',
];

/** Matches a request against the idempotent reads at their configured paths and methods. */
export const isIdempotentRead = (resolve: EndpointResolver) => {
  const keys = new Set(
    idempotentReads.map((name) => resolve(name)).map(({ method, path }) => `${method} ${path}`),
  );
  return (request: UpstreamRequest) => keys.has(`${request.method} ${request.path}`);
};
