import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/providers';
import { RootFrame } from '@/app/frame/root-frame';
import { createI18n } from '@/shared/i18n/i18n';
import { allStrings } from '@/testing/strings';
import { createFakeApi, ok } from '@/testing/fake-api';
import { signedInSession } from '@/testing/render-app';

const renderAt = (url: string) => {
  createFakeApi({ 'GET /session': ok(signedInSession) }).install();
  const router = createMemoryRouter(
    [
      {
        element: <RootFrame />,
        children: [
          { path: '/plain', element: <h1>Plain page</h1> },
          { path: '/kiosk', handle: { layout: 'bare' }, element: <h1>Kiosk page</h1> },
          { path: '/original/*', element: <h1>Original page</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <App i18n={createI18n('en', allStrings)} router={router} queryClient={createQueryClient()} />,
  );
};

describe('layouts (docs/rules/site-and-pages.md#layouts)', () => {
  it('wraps pages in the default layout: header with search, and footer', async () => {
    renderAt('/plain');
    await screen.findByRole('heading', { name: 'Plain page' });
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site information' })).toBeInTheDocument();
  });

  it('lets a route choose the bare layout: the page alone', async () => {
    renderAt('/kiosk');
    await screen.findByRole('heading', { name: 'Kiosk page' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Site information' })).not.toBeInTheDocument();
  });

  it('uses original-default under /original: header without the search box, and footer', async () => {
    renderAt('/original/account');
    await screen.findByRole('heading', { name: 'Original page' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Site information' })).toBeInTheDocument();
  });
});
