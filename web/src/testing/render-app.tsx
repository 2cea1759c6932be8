import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import type { SessionData } from '@kakehashi/contracts/web';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/providers';
import { routeTree } from '@/app/router/route-tree';
import { createI18n, type Locale } from '@/shared/i18n/i18n';
import { allStrings, frameStrings } from './strings';
import { resetLanguageChoice } from '@/shared/i18n/language-choice';
import { createFakeApi, ok, type FakeApi } from './fake-api';

export const signedOutSession: SessionData = {
  signedIn: false,
  user: null,
  language: 'en',
  authMode: 'password',
  site: { orderTotalStatuses: ['authorized', 'captured'] },
};
export const signedInSession: SessionData = {
  signedIn: true,
  user: { id: 'u1', name: 'Alex Buyer', email: 'buyer@example.com' },
  language: 'en',
  authMode: 'password',
  site: { orderTotalStatuses: ['authorized', 'captured'] },
};

/** Shows where a navigation ended, for tests that render one page alone. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type Options = {
  url?: string;
  session?: Partial<SessionData>;
  locale?: Locale;
  /** When `ui` is given: the route pattern it is mounted at (default: the url's path). */
  path?: string;
  api?: FakeApi;
};

/**
 * Renders `ui` (or, with `ui` null, the whole app) with the router at `url`, i18n (`ui` with
 * every string at hand; the whole app with the frame's, each route loading its own), a fresh query
 * cache and a fake BFF at the api client's transport whose `GET /session` answers `session`.
 */
export const renderApp = (ui: ReactElement | null, options: Options = {}) => {
  const url = options.url ?? '/';
  resetLanguageChoice();
  const api = options.api ?? createFakeApi();
  const session = { ...signedOutSession, ...options.session };
  if (!api.has('GET /session')) api.on('GET /session', () => ok(session));
  api.on('PUT /language', (call) => ok(call.body));
  api.install();

  const routes: RouteObject[] = ui
    ? [
        { path: options.path ?? url.split(/[?#]/)[0], element: ui },
        { path: '*', element: <LocationProbe /> },
      ]
    : routeTree;
  // Before the router, as in main.tsx: creating it starts loading the first route's strings.
  const i18n = createI18n(options.locale ?? session.language, ui ? allStrings : frameStrings);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(<App i18n={i18n} router={router} queryClient={queryClient} />);
  /** Client-side navigation, wrapped in act so React settles before the test looks. */
  const go = (to: string) => act(() => router.navigate(to));
  return { ...result, user, router, go, api, i18n, queryClient };
};
