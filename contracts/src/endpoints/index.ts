import type { UpstreamEndpoint } from '../upstream/endpoint';
import { accountEndpoints } from './account';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import type { BrowserSide, Declaration, Declarations } from './declaration';
import { linkedServicesEndpoints } from './linked-services';
import { listsEndpoints } from './lists';
import { memberEndpoints } from './member';
import { orderEndpoints } from './order';
import { paymentLoginEndpoints } from './payment-login';
import { requestsEndpoints } from './requests';
import { sessionEndpoints } from './session';
import { siteEndpoints } from './site';

/**
 * Every endpoint by domain, each declared once (docs/architecture.md#one-endpoint-table). The
 * BFF's routes, the browser's method table, the proxy allowlist, retries, client ids, breaker
 * groups, OpenAPI and the mock's routes are all read from here.
 */
export const endpointDomains = {
  session: sessionEndpoints,
  account: accountEndpoints,
  catalog: catalogEndpoints,
  lists: listsEndpoints,
  member: memberEndpoints,
  linkedServices: linkedServicesEndpoints,
  cart: cartEndpoints,
  order: orderEndpoints,
  paymentLogin: paymentLoginEndpoints,
  site: siteEndpoints,
  requests: requestsEndpoints,
};
// Checked here, not on each domain's object: a contextual type there would widen the schemas
// and methods each declaration infers.
endpointDomains satisfies Record<string, Declarations>;

type Domains = typeof endpointDomains;
type Union<T> = T[keyof T];
type AllDeclarations = { [D in keyof Domains]: Domains[D] }[keyof Domains];
type Merge<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? { [K in keyof I]: I[K] }
  : never;
export type Endpoints = Merge<AllDeclarations>;
/** Declarations by name (a name is declared in one domain only: a test checks it). */
export const endpoints = Object.assign({}, ...Object.values(endpointDomains)) as Endpoints;
export type EndpointName = keyof Endpoints & string;
/** The domain each endpoint is declared in (`catalog`, `order`, …): OpenAPI groups by it. */
export const domainOf: Readonly<Record<string, keyof Domains>> = Object.fromEntries(
  Object.entries(endpointDomains).flatMap(([domain, declarations]) =>
    Object.keys(declarations).map((name) => [name, domain as keyof Domains]),
  ),
);

/** `[name, side]` of every declaration that has the side (`browser` or `upstream`). */
export const declaredSides = <S extends 'browser' | 'upstream'>(side: S) =>
  Object.entries(endpoints as Record<string, Declaration>).flatMap(([name, declaration]) =>
    declaration[side] ? [[name, declaration[side]] as [string, NonNullable<Declaration[S]>]] : [],
  );

export type UpstreamSideOf<T> = T extends { upstream: infer U extends UpstreamEndpoint }
  ? U
  : never;
export type BrowserSideOf<T> = T extends { browser: infer B extends BrowserSide } ? B : never;
/** Names with an upstream side (the upstream catalogue) and with a browser side (the `/api` routes). */
export type UpstreamName = Union<{
  [N in EndpointName]: Endpoints[N] extends { upstream: UpstreamEndpoint } ? N : never;
}>;
export type DeclaredApiName = Union<{
  [N in EndpointName]: Endpoints[N] extends { browser: BrowserSide } ? N : never;
}>;

export * from './declaration';
