import type { InternalAxiosRequestConfig } from 'axios';
import type { Language } from '@kakehashi/contracts';
import type { Config } from '../config/config';
import type { SessionRecord } from '../session/session-record';
import { credentialHeaders } from './token-headers';

/**
 * Whose call this is: the session record (fresh tokens already in it) and its language. A class
 * rather than a plain object: axios's config merge copies every plain object of a call's config
 * key by key, deeply (the record with its tokens, user and checkout state, on every call), and
 * hands anything else on as it is (docs/architecture.md#production-and-performance).
 */
export class UpstreamCaller {
  constructor(
    readonly record: SessionRecord | null,
    readonly language: Language,
  ) {}
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set by the gateway on every call; read by `injectCredentials`. */
    caller?: UpstreamCaller;
  }
}

/**
 * The upstream client's interceptors: the place to change what every upstream call carries
 * (docs/architecture.md#talking-to-the-upstream, docs/upstream.md#calls).
 *
 * Request: `injectCredentials` adds the language, the client id and, when signed in, the access
 * token, user id and refresh token, built from the caller's session only — nothing the browser
 * sent is forwarded. The request id header is added before the call reaches the client
 * (observability/request-context.ts), so it is the same on every retry.
 *
 * Token refresh is deliberately not an axios interceptor: it runs once per browser call before
 * the retries and circuit breakers (upstream-gateway.ts → token-refresh.ts, single flight per
 * session across instances), whereas the client's interceptors run on every attempt inside them —
 * a refresh there would be retried with a read and counted by that read's breaker too.
 */
export const injectCredentials =
  (names: Config['upstream']['headers']) =>
  (request: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const { caller } = request;
    if (caller) request.headers.set(credentialHeaders(names, caller.record, caller.language));
    return request;
  };
