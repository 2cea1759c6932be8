import type { z } from 'zod';
import {
  declaredSides,
  type BrowserSideOf,
  type DeclaredApiName,
  type Endpoints,
} from '../endpoints/index';
import { apiPath, type apiMethods, type ApiName } from './api-methods';
import type { ApiRoute } from './api-route';

/**
 * Every `/api` route with its contracts: the browser side of each declaration in
 * contracts/src/endpoints (docs/architecture.md#one-endpoint-table). The BFF mounts exactly these,
 * the web calls them by name through a client typed from this table, and the OpenAPI document is
 * built from it. Declare a route there, never here.
 */
export const apiRoutes = Object.fromEntries(
  declaredSides('browser').map(([name, side]) => [
    name,
    { ...side, path: apiPath(name as ApiName) },
  ]),
) as { readonly [N in DeclaredApiName]: BrowserSideOf<Endpoints[N]> & { path: `/${N}` } };

export type ApiRoutes = typeof apiRoutes;

// The browser's schema-free method table (api-methods.ts, generated) names exactly the declared
// routes with their methods: a route declared or changed without regenerating it is a type error.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const namesAgree: Same<ApiName, DeclaredApiName> = true;
const methodsAgree: Same<
  { [N in ApiName]: ApiRoutes[N]['method'] },
  { -readonly [N in ApiName]: (typeof apiMethods)[N] }
> = true;
void [namesAgree, methodsAgree];
apiRoutes satisfies Record<ApiName, ApiRoute>;

/** Routes the BFF answers itself, and those it forwards upstream under the same name. */
export type OwnApiName = {
  [N in ApiName]: ApiRoutes[N]['kind'] extends 'own' ? N : never;
}[ApiName];
export type ProxiedApiName = Exclude<ApiName, OwnApiName>;
/** What the browser sends to a route (zod input: defaults may be left out). */
export type ApiBody<N extends ApiName> = z.input<ApiRoutes[N]['body']>;
/** The body a handler gets once the route's contract accepted it (zod output). */
export type ApiRequest<N extends ApiName> = z.output<ApiRoutes[N]['body']>;
/** The `data` of a route's success Result, as the BFF has checked it. */
export type ApiData<N extends ApiName> = z.output<ApiRoutes[N]['data']>;
