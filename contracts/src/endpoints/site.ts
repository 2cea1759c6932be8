import * as b from '../upstream/browse';
import * as r from '../upstream/responses';
import { siteSettingsSchema } from '../upstream/site';
import { proxied, upstreamOnly } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** Site data, news and contents, and the calls no screen reads (docs/architecture.md#one-endpoint-table). */
export const siteEndpoints = {
  'contents/list': proxied(
    endpoint('/contents/list', {
      request: b.contentsListRequestSchema,
      response: r.contentsListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'contents',
    }),
    { cache: 'shared' },
  ),
  'contents/detail': proxied(
    endpoint('/contents/detail', {
      request: b.contentsDetailRequestSchema,
      response: r.contentsDetailResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'contents',
    }),
  ),
  'news/list': proxied(
    endpoint('/news/list', {
      request: b.contentsListRequestSchema,
      response: r.newsListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'news',
    }),
    { cache: 'shared' },
  ),
  'news/detail': proxied(
    endpoint('/news/detail', {
      request: b.contentsDetailRequestSchema,
      response: r.newsDetailResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'news',
    }),
  ),
  'site/get': proxied(
    endpoint('/site/get', {
      response: siteSettingsSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'site',
    }),
    { cache: 'shared', gatewayWordings: true },
  ),
  'customMaster/get': proxied(
    endpoint('/customMaster/get', {
      request: b.customMasterRequestSchema,
      response: r.customMasterResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'customMaster',
    }),
  ),
  zipSearchApi: proxied(
    endpoint('/zipSearchApi', {
      request: b.zipSearchRequestSchema,
      response: r.zipSearchResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'zipSearchApi',
    }),
  ),
  'utility/calendar': upstreamOnly(
    endpoint('/utility/calendar', {
      request: b.calendarRequestSchema,
      response: r.calendarResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'utility',
    }),
  ),
  'deliveryAreaGroups/get': upstreamOnly(
    endpoint('/deliveryAreaGroups/get', {
      retry: 'safe',
      clientId: 'shared',
      breaker: 'deliveryAreaGroups',
    }),
  ),
  'pointCampaigns/list': upstreamOnly(
    endpoint('/pointCampaigns/list', {
      request: b.pointCampaignsRequestSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'pointCampaigns',
    }),
  ),
  'sales/get': upstreamOnly(
    endpoint('/sales/get', {
      request: b.salesGetRequestSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'sales',
    }),
  ),
  'sales/list': upstreamOnly(
    endpoint('/sales/list', { retry: 'safe', clientId: 'shared', breaker: 'sales' }),
  ),
};
