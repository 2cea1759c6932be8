import type { RouteObject } from 'react-router';
import { RootFrame } from '@/app/frame/root-frame';
import { RequireSession } from '@/app/frame/require-session';
import { RouteErrorScreen } from '@/app/error/route-error-screen';
import { NotFoundPage } from '@/app/error/not-found-page';
import { CrashTestPage } from '@/app/error/crash-test-page';
import { PageSkeleton, StartupSkeleton } from '@/app/frame/startup-skeleton';
import { memberRoutes } from './member-routes';
import { publicRoutes } from './public-routes';
import { shopPublicRoutes } from './shop-routes';

/**
 * The whole route tree: the root frame (layout, language, scroll, session events), the public
 * pages, the login-required pages behind the guard, the test pages and the not-found page.
 */
export const routeTree: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <StartupSkeleton />,
    children: [
      ...publicRoutes,
      ...shopPublicRoutes,
      { element: <RequireSession />, children: memberRoutes },
      { path: '/404_test', element: <NotFoundPage /> },
      { path: '/500_test', element: <CrashTestPage /> },
      // Language prefixes (docs/rules/site-and-pages.md#language-prefixes): the frame switches the
      // language and drops the prefix.
      ...['/jp', '/ja', '/en'].flatMap((prefix) => [
        { path: prefix, element: <PageSkeleton /> },
        { path: `${prefix}/*`, element: <PageSkeleton /> },
      ]),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
