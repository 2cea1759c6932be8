import type { Express } from 'express';

type Layer = {
  rawPath?: string;
  slash?: boolean;
  route?: { path: string; methods: Record<string, boolean> };
  /** A router's own layers, or an `inOrder` group's parts (http/in-order.ts). */
  handle: { stack?: Layer[]; handlers?: { stack?: Layer[] }[] };
};

export type MountedRoute = { method: string; path: string };

/**
 * The routes an Express 5 app really mounts, walked from its router stack (nested routers
 * included, their mount paths joined). Wildcard routes such as the proxy's `POST /api/*name`
 * are listed as written; the OpenAPI test expands them through the allowlist instead.
 */
export const mountedRoutes = (app: Express): MountedRoute[] => {
  const walk = (stack: Layer[], prefix: string): MountedRoute[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        // `router.all` is recorded as `_all`: listed as method `all`.
        const methods = Object.keys(layer.route.methods).map((m) => (m === '_all' ? 'all' : m));
        return methods.map((method) => ({ method, path: `${prefix}${layer.route!.path}` }));
      }
      const mount = layer.slash || !layer.rawPath || layer.rawPath === '/' ? '' : layer.rawPath;
      const parts = layer.handle.handlers ?? [layer.handle];
      return parts.flatMap((part) => (part.stack ? walk(part.stack, `${prefix}${mount}`) : []));
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
};
