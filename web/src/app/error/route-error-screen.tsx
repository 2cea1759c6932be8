import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { reportFatalError } from './fatal-error-store';

/** A render or loading error anywhere under the router: logged, then the generic error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    reportFatalError(error, { replaceApp: false });
  }, [error]);
  return <ErrorScreen />;
}
