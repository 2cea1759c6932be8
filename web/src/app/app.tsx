import { createBrowserRouter, RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { AppProviders } from './providers';
import { routes } from './routes';

export function App({ i18n }: { i18n: I18n }) {
  const router = createBrowserRouter(routes);
  return (
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
