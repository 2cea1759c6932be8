import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { StringsArea } from '@/locales';
import { loadStringAreas } from '@/shared/i18n/i18n';
import type { RouteHandle } from './route-handle';

type Loader = () => Promise<ComponentType>;

/**
 * A route module's code with the string areas its pages show, fetched together on first visit
 * (docs/architecture.md#the-first-page): the page renders once both are in, so it never shows a
 * bare key and the strings cost no extra round trip. The frame's strings are always at hand;
 * web/src/locales/__tests__/route-strings.test.ts checks each list against the keys the module's
 * code names.
 */
export const routeModule =
  <Module>(load: () => Promise<Module>, areas: StringsArea[]) =>
  async (): Promise<Module> => {
    const [module] = await Promise.all([load(), loadStringAreas(areas)]);
    return module;
  };

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
