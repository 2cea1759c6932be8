import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One upstream commerce-API call as data (docs/upstream.md#calls), the upstream side of an
 * endpoint declaration (contracts/src/endpoints, docs/architecture.md#one-endpoint-table). The
 * BFF reads `path` and `method` as defaults that configuration may override; the mock serves the
 * same path; both validate with `request`.
 */
export type UpstreamEndpoint<
  Req extends z.ZodTypeAny = z.ZodTypeAny,
  Res extends z.ZodTypeAny = z.ZodTypeAny,
  MemberOnly extends boolean = boolean,
> = {
  /** Default path under the API base path, e.g. `/items/list`. */
  path: string;
  /** docs/upstream.md#calls: all calls are POST by default. */
  method: HttpMethod;
  /** The call needs a signed-in member's tokens (a literal type, so the mock's handlers know). */
  member: MemberOnly;
  request: Req;
  /** Schema of the upstream `data` on success. */
  response: Res;
  /**
   * `safe`: the call only reads, so a transport failure may be tried again
   * (docs/architecture.md#resilience). Every call is POST, so the method cannot tell; this does.
   * `never`: writes, calls that mint or spend a token, and `cart/get` (it may create a cart).
   */
  retry: 'safe' | 'never';
  /**
   * Which client id a signed-out caller sends: `shared`, the one id anonymous reads share per BFF
   * instance; `own`, a visitor's own (the call keeps state under it — a guest cart, an order in
   * progress, recently viewed items — or starts a sign-in), so it needs a session of its own.
   */
  clientId: 'shared' | 'own';
  /** The circuit breaker the call shares with its neighbours (docs/architecture.md#resilience). */
  breaker: string;
};

/**
 * The request of a call that takes no input: an empty object and nothing else, so no field the
 * declaration does not name is ever forwarded (docs/security.md: no "any object" bodies).
 */
export const noInput = z.object({}).strict();

/** The upstream side of a declaration; retry, client id and breaker are never defaulted. */
export const endpoint = <
  Req extends z.ZodTypeAny,
  Res extends z.ZodTypeAny,
  const MemberOnly extends boolean = false,
>(
  path: string,
  spec: {
    member?: MemberOnly;
    method?: HttpMethod;
    request?: Req;
    response?: Res;
    retry: UpstreamEndpoint['retry'];
    clientId: UpstreamEndpoint['clientId'];
    breaker: string;
  },
): UpstreamEndpoint<Req, Res, MemberOnly> => ({
  path,
  method: spec.method ?? 'POST',
  member: (spec.member ?? false) as MemberOnly,
  request: (spec.request ?? noInput) as Req,
  response: (spec.response ?? z.unknown()) as Res,
  retry: spec.retry,
  clientId: spec.clientId,
  breaker: spec.breaker,
});
