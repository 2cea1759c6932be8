import * as auth from '../bff/auth';
import * as session from '../bff/session';
import {
  clientIdResponseSchema,
  refreshRequestSchema,
  sessionTokensSchema,
  signinRequestSchema,
  twoFactorLoginResponseSchema,
  verifyRequestSchema,
} from '../upstream/account';
import { own, upstreamOnly } from './declaration';
import { endpoint } from '../upstream/endpoint';

/** Signing in and out, the session and its language (docs/architecture.md#one-endpoint-table). */
export const sessionEndpoints = {
  session: own({ method: 'GET', data: session.sessionDataSchema }),
  language: own({
    method: 'PUT',
    body: session.languageBodySchema,
    data: session.languageDataSchema,
  }),
  'auth/signin': own({
    throttle: [{ budget: 'signin' }],
    body: auth.signinBodySchema,
    data: auth.signedInDataSchema,
  }),
  'auth/login': own({
    throttle: [{ budget: 'signin' }],
    body: auth.loginBodySchema,
    data: auth.loginDataSchema,
  }),
  'auth/verify': own({
    throttle: [{ budget: 'codes' }],
    body: auth.verifyBodySchema,
    data: auth.signedInDataSchema,
  }),
  'auth/signout': own({ data: auth.signoutDataSchema }),
  // Never retried: each call mints a client id.
  'original/account/id': upstreamOnly(
    endpoint('/original/account/id', {
      response: clientIdResponseSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'original',
    }),
  ),
  'account/signin': upstreamOnly(
    endpoint('/account/signin', {
      request: signinRequestSchema,
      response: sessionTokensSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'account',
    }),
  ),
  // Sign-out revokes the pair named by the token headers; an unknown pair → E000-002.
  'account/signout': upstreamOnly(
    endpoint('/account/signout', {
      member: true,
      retry: 'never',
      clientId: 'shared',
      breaker: 'account',
    }),
  ),
  // The refresh token comes in the refresh-token header (or the body); rotation on success, so
  // never retried (a second try would spend a token already spent).
  'account/refresh': upstreamOnly(
    endpoint('/account/refresh', {
      request: refreshRequestSchema,
      response: sessionTokensSchema,
      retry: 'never',
      clientId: 'shared',
      breaker: 'account',
    }),
  ),
  'auth/user/login': upstreamOnly(
    endpoint('/auth/user/login', {
      request: signinRequestSchema,
      response: twoFactorLoginResponseSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'account',
    }),
  ),
  'auth/user/verify': upstreamOnly(
    endpoint('/auth/user/verify', {
      request: verifyRequestSchema,
      response: sessionTokensSchema,
      retry: 'never',
      clientId: 'own',
      breaker: 'account',
    }),
  ),
};
