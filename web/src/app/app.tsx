import type { createBrowserRouter } from 'react-router';
// From react-router/dom: this RouterProvider commits a navigation asked with `flushSync` at once
// (the search filters and sign-out rely on it); the one of 'react-router' cannot.
import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { AppProviders } from './providers';
import { ErrorScreen } from './error/error-screen';
import { FatalBoundary } from './error/fatal-boundary';
import { useFatalError } from './error/fatal-error-store';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app: providers, then the router — or the generic error screen once a fatal error is kept. */
export function App({
  i18n,
  router,
  queryClient,
}: {
  i18n: I18n;
  router: AppRouter;
  queryClient?: QueryClient;
}) {
  const fatalError = useFatalError();
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      {fatalError ? (
        <ErrorScreen />
      ) : (
        <FatalBoundary>
          <RouterProvider router={router} />
        </FatalBoundary>
      )}
    </AppProviders>
  );
}
