import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

const items = { items: [], hit: 0 };

describe('language (docs/rules/site-and-pages.md#languages)', () => {
  it('switches to Japanese through a /jp/ prefix, keeps the query, stores the choice and sets <html lang="ja">', async () => {
    const api = createFakeApi({ 'POST /items/list': ok(items) });
    const { router } = renderApp(null, { url: '/jp/reminder?from=mail#form', api });
    expect(
      await screen.findByRole('heading', { level: 1, name: '登録メールアドレスをお忘れの方' }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/reminder',
      search: '?from=mail',
      hash: '#form',
    });
    expect(document.documentElement.lang).toBe('ja');
    await waitFor(() =>
      expect(api.callsTo('PUT /language').map((call) => call.body)).toEqual([{ language: 'jp' }]),
    );
  });

  it('handles a prefix on client-side navigation too', async () => {
    const { router, go } = renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    await go('/ja/account/reset_password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'パスワードの再設定' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/reset_password');
  });

  it('turns a bare /en into the top page in English', async () => {
    const api = createFakeApi({ 'POST /items/list': ok(items) });
    const { router } = renderApp(null, {
      url: '/en',
      api,
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Find Japanese products/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.documentElement.lang).toBe('en');
  });

  it('uses the language stored in the session when there is no prefix', async () => {
    renderApp(null, { url: '/reminder', session: { language: 'jp' }, locale: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '登録メールアドレスをお忘れの方' }),
    ).toBeInTheDocument();
  });

  it('switches language with the header switch and stores it through the BFF', async () => {
    const { user, api } = renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '登録メールアドレスをお忘れの方' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('PUT /language').map((call) => call.body)).toEqual([{ language: 'jp' }]);
    expect(document.documentElement.lang).toBe('ja');
  });
});
