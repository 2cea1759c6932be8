import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

const items = {
  items: [
    {
      id: 'i1',
      code: 'P-001',
      name: '煎茶',
      name_en: 'Sencha green tea',
      skus: [{ id: 's1', price_tax_included: 1200 }],
    },
  ],
  hit: 1,
};

describe('route guard for login-required pages', () => {
  it('sends a signed-out visitor to login with the path to come back to', async () => {
    const { router } = renderApp(null, { url: '/favorites?tab=2' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/account/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/favorites?tab=2',
    );
  });

  it('guards the home page too (docs/rules/site-and-pages.md#routes-and-login: / needs login)', async () => {
    const { router } = renderApp(null, { url: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.search).toBe('?redirect=%2F');
  });

  it('shows a login-required page to a signed-in buyer', async () => {
    // The top page's recommendations (docs/rules/discovery.md#top-page) list the products.
    const api = createFakeApi({ 'POST /items/list': ok(items), 'POST /recommend/get': ok(items) });
    renderApp(null, { url: '/', session: signedInSession, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Find Japanese products/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sencha green tea')).toBeInTheDocument();
  });

  it('brings the buyer back to the guarded page after signing in', async () => {
    const api = createFakeApi();
    let signedIn = false;
    api.on('GET /session', () =>
      ok(signedIn ? signedInSession : { ...signedInSession, signedIn: false, user: null }),
    );
    api.on('POST /auth/signin', () => {
      signedIn = true;
      return ok({ user: signedInSession.user });
    });
    const { user, router } = renderApp(null, { url: '/follows', api });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await user.type(screen.getByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/follows'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Followed suppliers' }),
    ).toBeInTheDocument();
  });

  it('ignores a redirect target on another site and goes to the top page instead', async () => {
    const api = createFakeApi();
    let signedIn = false;
    api.on('GET /session', () =>
      ok(signedIn ? signedInSession : { ...signedInSession, signedIn: false, user: null }),
    );
    api.on('POST /auth/signin', () => {
      signedIn = true;
      return ok({ user: signedInSession.user });
    });
    api.on('POST /items/list', ok(items));
    const { user, router } = renderApp(null, {
      url: '/account/login?redirect=//evil.example/x',
      api,
    });
    await user.type(await screen.findByLabelText(/Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Kakehashi-2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-out visitor open public account pages', async () => {
    renderApp(null, { url: '/reminder' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' }),
    ).toBeInTheDocument();
  });
});
