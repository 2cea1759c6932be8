import { apiRoutes, type ApiName, type ApiRoute } from '@kakehashi/contracts';

const byMethodAndPath = new Map<string, { name: ApiName; route: ApiRoute }>(
  (Object.entries(apiRoutes) as [ApiName, ApiRoute][]).map(([name, route]) => [
    `${route.method} ${route.path}`,
    { name, route },
  ]),
);

/**
 * The endpoint-table route that an exact method and path name (`path` as inside `/api`), if any
 * (docs/architecture.md#one-endpoint-table): the one lookup the api router, the sessionless reads
 * and the held cached read share.
 */
export const apiRouteAt = (method: string, path: string) =>
  byMethodAndPath.get(`${method} ${path}`);
