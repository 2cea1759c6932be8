import { z } from 'zod';
import type { Language } from '../bff/language';
import { noInput, type HttpMethod, type UpstreamEndpoint } from '../upstream/endpoint';

/**
 * How a call of the checkout relates to the session's temporary order
 * (docs/rules/cart-and-checkout.md#temporary-order). Its answers carry order secrets, which the
 * BFF removes before the browser sees them (docs/rules/cart-and-checkout.md#order-secrets).
 */
export type OrderRole = {
  /** The BFF puts the session's temporary order id into the call (E000-410 without one). */
  sessionOrder: boolean;
  /**
   * `starts`: the answer names a new temporary order, kept in the session; `commits`: places the
   * order (a card payment returns to the BFF's own page first); `closes`: a success ends the
   * checkout kept in the session (the order cancelled, or back to the cart).
   */
  step?: 'starts' | 'commits' | 'closes';
};

/**
 * One budget a call spends before it runs (docs/security.md#throttles); the BFF counts them
 * (bff/src/platform/throttle). `per` and `to` name fields of the call's body: an address field (a string)
 * is compared trimmed and lower-cased, fields in a list are joined with `|` as given.
 * - `signin`: password sign-in and two-factor login (per address, per stranger account, per device);
 * - `codes`: two-factor codes (per address, wrong codes per session);
 * - `probes`: answers that tell whether an account exists (per address, per session, per `per`);
 * - `mails`: calls that send mail (per address, per session, per recipient `to`);
 * - `guesses`: wrong guesses of one kind of `secret`, per account and per session — or per the
 *   value of `per` — shared by every call that checks the same secret.
 */
export type ThrottleUse =
  | { budget: 'signin' | 'codes' }
  | { budget: 'probes'; per?: string }
  | { budget: 'mails'; to: string | readonly string[] }
  | { budget: 'guesses'; secret: string; per?: string };

/**
 * The browser side of an endpoint: its `/api/<name>` route (docs/architecture.md#one-endpoint-table).
 * `own`: the BFF answers it with a handler of its own; `proxied`: forwarded to the upstream side
 * of the same declaration by the one proxy.
 */
export type BrowserSide<
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
  K extends 'own' | 'proxied' = 'own' | 'proxied',
  M extends HttpMethod = HttpMethod,
> = {
  method: M;
  kind: K;
  /** `member`: signed-out callers get E028-901 without an upstream call. */
  access: 'public' | 'member';
  /** `shared`: a member-independent read cached in the store (docs/architecture.md#caching). */
  cache: 'none' | 'shared';
  body: B;
  data: D;
  /** The same body contract with field messages in the session's language, where it has them. */
  localizedBody?: (language: Language) => z.ZodType;
  /**
   * A proxied call the BFF forwards through a handler of its own, because it keeps checkout
   * state around the call (order/create, order/commit, the payment-login flow): mounted from the
   * BFF's checkout handlers, not the generic proxy.
   */
  handler?: 'checkout';
  order?: OrderRole;
  /**
   * docs/rules/cart-and-checkout.md#quantity-bounds: cart lines below their minimum are refused
   * before forwarding; `adds` sums the quantity with an equal line already in the cart.
   */
  cartGuard?: 'adds' | 'sets';
  /**
   * docs/rules/cart-and-checkout.md#card-payment: a saved card the body names (`card_id`) must be
   * one of the signed-in member's, read from the upstream, before the call is forwarded.
   */
  savedCardGuard?: true;
  /**
   * docs/rules/cart-and-checkout.md#a-members-cart: the gateway remembers a signed-in member's
   * cart, so another browser of the same member finds it (`cart/mine`). `notes`: a success that
   * answers a cart makes it the member's (one with lines, or any while none is remembered), and
   * the upstream's not-found for the cart the call names forgets it; `forgets`: a success uses the
   * cart up or deletes it (the order placed, the cart deleted).
   */
  memberCart?: 'notes' | 'forgets';
  /**
   * docs/rules/errors-and-messages.md#message-formatting: the answer's message tables get every
   * wording the gateway words a code with, its own codes too, so the web can word any failure
   * again after a language switch (`site/get`).
   */
  gatewayWordings?: true;
  /** The budgets the call spends, checked in order; the first refusal answers 429. */
  throttle?: readonly ThrottleUse[];
};

/**
 * One endpoint, declared once: what the browser may call (`browser`) and the upstream call behind
 * it (`upstream`). Either side may be absent: a BFF-owned route has no upstream call of its
 * name, and an upstream call the browser may not reach has no browser side.
 */
export type Declaration = { browser?: BrowserSide; upstream?: UpstreamEndpoint };
export type Declarations = Record<string, Declaration>;

/**
 * A route the BFF answers itself (no body means "no input"); `upstream` when it also calls the
 * upstream endpoint of the same name (its handler decides how).
 */
export const own = <
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodUnknown,
  const M extends HttpMethod = HttpMethod,
  U extends UpstreamEndpoint | undefined = undefined,
>(
  spec: {
    method?: M;
    body?: B;
    data?: D;
    access?: BrowserSide['access'];
    localizedBody?: (language: Language) => z.ZodType;
    throttle?: readonly ThrottleUse[];
  },
  upstream?: U,
): {
  browser: BrowserSide<B, D, 'own', HttpMethod extends M ? 'POST' : M>;
} & (U extends UpstreamEndpoint ? { upstream: U } : unknown) =>
  ({
    browser: {
      method: spec.method ?? 'POST',
      kind: 'own',
      access: spec.access ?? 'public',
      cache: 'none',
      body: spec.body ?? noInput,
      data: spec.data ?? z.unknown(),
      ...(spec.localizedBody ? { localizedBody: spec.localizedBody } : {}),
      ...(spec.throttle ? { throttle: spec.throttle } : {}),
    },
    ...(upstream ? { upstream } : {}),
  }) as never;

/**
 * A route forwarded to its upstream call: the upstream's contracts and access unless the browser's
 * differ (the BFF adds or removes fields itself: the order calls), `shared` only for
 * member-independent reads.
 */
export const proxied = <
  U extends UpstreamEndpoint,
  B extends z.ZodType = U['request'],
  D extends z.ZodType = U['response'],
  H extends BrowserSide['handler'] = undefined,
>(
  upstream: U,
  browser: {
    cache?: BrowserSide['cache'];
    body?: B;
    data?: D;
    handler?: H;
    order?: OrderRole;
    cartGuard?: BrowserSide['cartGuard'];
    savedCardGuard?: true;
    memberCart?: BrowserSide['memberCart'];
    gatewayWordings?: true;
    throttle?: readonly ThrottleUse[];
  } = {},
): {
  upstream: U;
  browser: BrowserSide<B, D, 'proxied', 'POST'> & (H extends string ? { handler: H } : unknown);
} => {
  const { cache = 'none', body, data, ...rest } = browser;
  if (cache === 'shared' && upstream.member)
    throw new Error(`${upstream.path}: a member call is never shared`);
  return {
    upstream,
    browser: {
      method: 'POST',
      kind: 'proxied',
      access: upstream.member ? 'member' : 'public',
      cache,
      body: (body ?? upstream.request) as B,
      data: (data ?? upstream.response) as D,
      ...rest,
    } as BrowserSide<B, D, 'proxied', 'POST'> & (H extends string ? { handler: H } : unknown),
  };
};

/** An upstream call the browser cannot reach: only the BFF's own handlers (or nobody) call it. */
export const upstreamOnly = <U extends UpstreamEndpoint>(upstream: U): { upstream: U } => ({
  upstream,
});
