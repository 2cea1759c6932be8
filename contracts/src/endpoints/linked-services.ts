import { z } from 'zod';
import * as ls from '../upstream/linked-services';
import { memberUserSchema } from '../upstream/member';
import { proxied, upstreamOnly } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** Linked services and mail (docs/rules/linked-services.md) (docs/architecture.md#one-endpoint-table). */
export const linkedServicesEndpoints = {
  // docs/rules/linked-services.md: member calls, except the unsubscribe of a mailed link.
  'externalOrganizations/list': proxied(
    endpoint('/externalOrganizations/list', {
      member: true,
      response: ls.externalOrganizationListResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalOrganizations',
    }),
  ),
  'externalOrganizations/put': proxied(
    endpoint('/externalOrganizations/put', {
      member: true,
      request: ls.externalOrganizationPutRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalOrganizations',
    }),
  ),
  'externalOrganizations/delete': proxied(
    endpoint('/externalOrganizations/delete', {
      member: true,
      request: ls.externalOrganizationDeleteRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalOrganizations',
    }),
  ),
  'externalOrganizations/tokenGet': proxied(
    endpoint('/externalOrganizations/tokenGet', {
      member: true,
      request: ls.externalOrganizationTokenRequestSchema,
      response: ls.externalOrganizationTokenResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalOrganizations',
    }),
  ),
  'externalPoint/canMerge': proxied(
    endpoint('/externalPoint/canMerge', {
      member: true,
      request: ls.externalPointCanMergeRequestSchema,
      response: ls.externalPointCanMergeResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalPoint',
    }),
    { throttle: [{ budget: 'guesses', secret: 'point-card-pin' }] },
  ),
  'externalPoint/unlink': proxied(
    endpoint('/externalPoint/unlink', {
      member: true,
      request: ls.externalPointUnlinkRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalPoint',
    }),
    { throttle: [{ budget: 'guesses', secret: 'password' }] },
  ),
  'externalPoint/history/get': proxied(
    endpoint('/externalPoint/history/get', {
      member: true,
      request: ls.externalPointHistoryRequestSchema,
      response: ls.externalPointHistoryResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'externalPoint',
    }),
  ),
  'items/externalPoint/get': upstreamOnly(
    endpoint('/items/externalPoint/get', {
      request: ls.itemExternalPointRequestSchema,
      response: ls.externalPointAmountsSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'items',
    }),
  ),
  'notifications/email/send': proxied(
    endpoint('/notifications/email/send', {
      member: true,
      request: ls.notificationEmailSendRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'notifications',
    }),
    { throttle: [{ budget: 'mails', to: 'email' }] },
  ),
  'notifications/email/verify': proxied(
    endpoint('/notifications/email/verify', {
      member: true,
      request: ls.notificationEmailVerifyRequestSchema,
      response: z.object({ user: memberUserSchema }),
      retry: 'never',
      clientId: 'shared',
      breaker: 'notifications',
    }),
    { throttle: [{ budget: 'guesses', secret: 'notification-code' }] },
  ),
  // mail: unsubscribe from a promotion-mail link; verify an address with a mailed code
  'promotionMails/unsubscribe': proxied(
    endpoint('/promotionMails/unsubscribe', {
      request: ls.promotionUnsubscribeRequestSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'promotionMails',
    }),
  ),
};
