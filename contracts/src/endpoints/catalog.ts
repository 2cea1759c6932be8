import { z } from 'zod';
import * as b from '../upstream/browse';
import * as r from '../upstream/responses';
import { itemListRequestSchema, itemListResponseSchema } from '../upstream/items';
import { itemDetailResponseSchema } from '../upstream/product-details';
import { proxied } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** The catalogue: products, categories, rankings, reviews, suppliers (docs/architecture.md#one-endpoint-table). */
export const catalogEndpoints = {
  'items/list': proxied(
    endpoint('/items/list', {
      request: itemListRequestSchema,
      response: itemListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'items',
    }),
  ),
  'items/detail': proxied(
    endpoint('/items/detail', {
      request: b.itemDetailRequestSchema,
      response: itemDetailResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'items',
    }),
  ),
  'category/get': proxied(
    endpoint('/category/get', {
      request: b.categoryGetRequestSchema,
      response: r.categoryGetResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'category',
    }),
    { cache: 'shared' },
  ),
  'category/trees': proxied(
    endpoint('/category/trees', {
      response: r.categoryTreesResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'category',
    }),
    { cache: 'shared' },
  ),
  'variation/get': proxied(
    endpoint('/variation/get', {
      response: r.variationResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'variation',
    }),
    { cache: 'shared' },
  ),
  'recommend/get': proxied(
    endpoint('/recommend/get', {
      request: b.recommendRequestSchema,
      response: r.itemsResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'recommend',
    }),
  ),
  'itemRanking/get': proxied(
    endpoint('/itemRanking/get', {
      request: b.itemRankingRequestSchema,
      response: r.itemsResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'itemRanking',
    }),
  ),
  'viewedItems/get': proxied(
    endpoint('/viewedItems/get', {
      request: b.viewedItemsGetRequestSchema,
      response: r.itemsResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'viewedItems',
    }),
  ),
  'viewedItems/put': proxied(
    endpoint('/viewedItems/put', {
      request: b.viewedItemsPutRequestSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'viewedItems',
    }),
  ),
  'viewedItems/delete': proxied(
    endpoint('/viewedItems/delete', {
      request: b.viewedItemsDeleteRequestSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'viewedItems',
    }),
  ),
  'review/list': proxied(
    endpoint('/review/list', {
      request: b.reviewListRequestSchema,
      response: r.reviewListResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'review',
    }),
  ),
  'review/put': proxied(
    endpoint('/review/put', {
      member: true,
      request: b.reviewPutRequestSchema,
      response: r.reviewPutResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'review',
    }),
  ),
  'review/delete': proxied(
    endpoint('/review/delete', {
      member: true,
      request: b.reviewDeleteRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'review',
    }),
  ),
  'optiongroup/get': proxied(
    endpoint('/optiongroup/get', {
      request: b.optionGroupRequestSchema,
      response: r.optionGroupsResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'optiongroup',
    }),
  ),
  'suppliers/search': proxied(
    endpoint('/suppliers/search', {
      request: b.supplierSearchRequestSchema,
      response: b.supplierSearchResponseSchema,
      retry: 'safe',
      clientId: 'shared',
      breaker: 'suppliers',
    }),
  ),
  'suppliers/detail': proxied(
    endpoint('/suppliers/detail', {
      request: b.supplierDetailRequestSchema,
      response: z.object({ supplier: b.supplierSchema }),
      retry: 'safe',
      clientId: 'shared',
      breaker: 'suppliers',
    }),
  ),
};
