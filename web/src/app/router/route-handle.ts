import { useMatches } from 'react-router';

export type LayoutName = 'default' | 'bare' | 'original-default';

/** What a route declares about itself through its `handle`. */
export type RouteHandle = {
  /** docs/rules/site-and-pages.md#layouts: a route may choose its own layout. */
  layout?: LayoutName;
  /** docs/rules/site-and-pages.md#scroll: page change scrolls to top unless the route opts out. */
  keepScroll?: boolean;
};

/**
 * docs/rules/site-and-pages.md#layouts: paths starting with /original use original-default, all
 * others default.
 */
export const layoutForPath = (pathname: string): LayoutName =>
  pathname === '/original' || pathname.startsWith('/original/') ? 'original-default' : 'default';

/** The deepest route's choice wins. */
export const useRouteHandle = (): RouteHandle =>
  useMatches().reduce<RouteHandle>(
    (acc, match) => ({ ...acc, ...((match.handle as RouteHandle | undefined) ?? {}) }),
    {},
  );
