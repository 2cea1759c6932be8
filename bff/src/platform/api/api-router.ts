import { Router, type Request, type Response } from 'express';
import {
  apiRoutes,
  issueMessagesIn,
  StatusCode,
  type ApiName,
  type ApiRoute,
  type ApiRoutes,
  type OwnApiName,
  type ProxiedApiName,
} from '@kakehashi/contracts';
import type { z } from 'zod';
import type { RequestSession } from '../session/request-session';
import { isSignedIn } from '../session/session-record';
import { answer } from './answer';
import { apiRouteAt } from '../http/api-route-at';
import { AppError } from '../http/app-error';
import { sessionOf } from '../session/locals';
import type { Answer } from './result-mapper';
import { withEffects, type RouteEffect } from './route-effects';
import { fieldErrors } from './validate';

/** What a handler gets: the body its contract accepted, typed from the endpoint table. */
export type RouteContext<N extends ApiName> = {
  body: z.output<ApiRoutes[N]['body']>;
  req: Request;
  res: Response;
  session: RequestSession;
};

export type RouteHandler<N extends ApiName> = (context: RouteContext<N>) => Promise<Answer | void>;

/**
 * Proxied routes whose declaration names a handler of the BFF's own (`handler: 'checkout'`: the
 * calls that keep checkout state around them); they forward through the proxy's forwarding.
 */
export type ForwardedApiName = {
  [N in ProxiedApiName]: ApiRoutes[N] extends { handler: string } ? N : never;
}[ProxiedApiName];
export type OwnHandlers = { [N in OwnApiName | ForwardedApiName]: RouteHandler<N> };
export type ProxyHandler = (
  name: ProxiedApiName,
  context: RouteContext<ProxiedApiName>,
) => Promise<Answer>;

const noBody = (route: ApiRoute) => route.method === 'GET' || route.method === 'DELETE';

/**
 * Mounts one route of the endpoint table: member access first (E028-901 without an upstream
 * call), then the body contract (400 with field errors, nothing forwarded), then the handler.
 * `sessionFor` is replaceable so a route's handlers can be tried without the session middleware.
 */
export const mountRoute = <N extends ApiName>(
  router: Router,
  name: N,
  handle: RouteHandler<N>,
  sessionFor: (res: Response) => RequestSession = sessionOf,
) => {
  const route: ApiRoute = apiRoutes[name];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const handler = async (req: Request, res: Response) => {
    const session = sessionFor(res);
    if (route.access === 'member' && !isSignedIn(session.current()))
      throw new AppError(401, StatusCode.memberOnly);
    const schema = route.localizedBody?.(session.language) ?? route.body;
    // Field errors in the buyer's language (docs/rules/errors-and-messages.md#field-errors).
    const parsed = schema.safeParse(noBody(route) ? {} : (req.body ?? {}), {
      error: issueMessagesIn(session.language),
    });
    if (!parsed.success)
      throw new AppError(400, StatusCode.invalidInput, { errors: fieldErrors(parsed.error) });
    const reply = await handle({ body: parsed.data as RouteContext<N>['body'], req, res, session });
    if (reply) answer(res, reply);
  };
  router[method](route.path, handler);
  return handler;
};

/**
 * Mounts every route of the endpoint declarations and nothing else
 * (docs/architecture.md#one-endpoint-table): own routes and those declaring a handler go to their
 * handler, proxied ones to the one proxy handler; any other path under /api is a 404 Result.
 * Each route's handler sits inside the `effects` its declaration calls for (./route-effects.ts).
 */
export const mountApiRoutes = (
  handlers: OwnHandlers,
  proxy: ProxyHandler,
  effects: readonly RouteEffect[] = [],
) => {
  const router = Router();
  const routes = Router();
  // The table's paths are plain: an exact method and path finds its handler in one Map lookup
  // instead of a walk past every route before it (the profile showed the router's matching);
  // any other spelling (case, trailing slash, HEAD) still goes through the router's own matching.
  const exact = new Map<ApiName, (req: Request, res: Response) => Promise<void>>();
  for (const [name, route] of Object.entries(apiRoutes) as [ApiName, ApiRoute][]) {
    const handle: RouteHandler<ApiName> =
      route.kind === 'own' || route.handler
        ? (handlers[name as keyof OwnHandlers] as RouteHandler<ApiName>)
        : (context) => proxy(name as ProxiedApiName, context as RouteContext<ProxiedApiName>);
    const handler = mountRoute(routes, name, withEffects(name, route, handle, effects));
    exact.set(name, handler);
  }
  router.use((req, res, next) => {
    const found = apiRouteAt(req.method, req.path);
    const handler = found && exact.get(found.name);
    if (!handler) return next();
    // The metrics label the router's match would have given (a table path: bounded).
    (res.locals as { metricsRoute?: string }).metricsRoute = `${req.baseUrl}${req.path}`;
    return handler(req, res);
  });
  router.use(routes);
  router.all('/*rest', () => {
    throw new AppError(404, StatusCode.notFound);
  });
  return router;
};
