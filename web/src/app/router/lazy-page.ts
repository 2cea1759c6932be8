import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

type Loader = () => Promise<ComponentType>;

/**
 * One route per path, aliases included (lists several paths for one screen,
 * docs/rules/site-and-pages.md#routes-and-login); the page's code is loaded on first visit so each
 * feature ships in its own chunk.
 */
export const lazyPages = (paths: string[], load: Loader, handle?: RouteHandle): RouteObject[] =>
  paths.map((path) => ({
    path,
    handle,
    lazy: async () => ({ Component: await load() }),
  }));
