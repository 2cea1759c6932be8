import { z } from 'zod';
import type { Language } from '../bff/session';
import { upstreamCatalogue, type UpstreamName } from '../upstream/catalogue';
import { noInput } from '../upstream/endpoint';
import { apiMethods, apiPath, type ApiName } from './api-methods';

/**
 * One `/api` route as data (as in ts-rest): what the BFF validates on the way in, the `data` of
 * its success Result, who may call it and whether its answer is shared between buyers
 * (docs/architecture.md#one-endpoint-table).
 */
export type ApiRoute<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> = {
  method: (typeof apiMethods)[ApiName];
  path: `/${string}`;
  /** `own`: the BFF answers itself; `proxied`: forwarded to the upstream call of the same name. */
  kind: 'own' | 'proxied';
  /** `member`: signed-out callers get E028-901 without an upstream call. */
  access: 'public' | 'member';
  /** `shared`: a member-independent read cached in the store (docs/architecture.md#caching). */
  cache: 'none' | 'shared';
  body: B;
  data: D;
  /** The same body contract with field messages in the session's language, where it has them. */
  localizedBody?: (language: Language) => z.ZodType;
};

/** A route the BFF answers itself; no body means "no input". */
export const ownRoute = <
  N extends ApiName,
  B extends z.ZodType = typeof noInput,
  D extends z.ZodType = z.ZodUnknown,
>(
  name: N,
  spec: {
    body?: B;
    data?: D;
    access?: ApiRoute['access'];
    localizedBody?: (language: Language) => z.ZodType;
  },
): ApiRoute<B, D> & { kind: 'own' } => ({
  method: apiMethods[name],
  path: apiPath(name),
  kind: 'own',
  access: spec.access ?? 'public',
  cache: 'none',
  body: (spec.body ?? noInput) as B,
  data: (spec.data ?? z.unknown()) as D,
  ...(spec.localizedBody ? { localizedBody: spec.localizedBody } : {}),
});

type Catalogue = typeof upstreamCatalogue;

/**
 * A route forwarded to the upstream call of the same name with the catalogue's request and
 * response contracts and its access; `shared` only for member-independent reads.
 */
export const proxiedRoute = <N extends ApiName & UpstreamName>(
  name: N,
  cache: ApiRoute['cache'] = 'none',
): ApiRoute<Catalogue[N]['request'], Catalogue[N]['response']> & { kind: 'proxied' } => {
  const upstream = upstreamCatalogue[name];
  if (cache === 'shared' && upstream.member)
    throw new Error(`${name}: a member call is never shared`);
  return {
    method: apiMethods[name],
    path: apiPath(name),
    kind: 'proxied',
    access: upstream.member ? 'member' : 'public',
    cache,
    body: upstream.request as Catalogue[N]['request'],
    data: upstream.response as Catalogue[N]['response'],
  };
};

/**
 * A proxied route whose browser side differs from the upstream call: the BFF adds or keeps some
 * fields itself (the order calls: docs/rules/cart-and-checkout.md#order-secrets), so the
 * browser's body and answer have their own contracts.
 */
export const proxiedAsRoute = <
  N extends ApiName & UpstreamName,
  B extends z.ZodType,
  D extends z.ZodType,
>(
  name: N,
  browser: { body: B; data: D },
): ApiRoute<B, D> & { kind: 'proxied' } => ({
  ...proxiedRoute(name),
  body: browser.body,
  data: browser.data,
});
