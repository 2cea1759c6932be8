import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';

// A colleague's link to a product opens, signed out, on the login page (the gateway sends it
// there with `redirect`): the page says why, and that registering is the other way in
// (docs/rules/accounts.md#sign-in-modes).

const signedOut = { ...signedInSession, signedIn: false, user: null };

describe.each([
  [
    'en',
    '/show?code=P100002',
    'Products are shown to registered buyers. Log in to see this page, or register as a buyer below.',
  ],
  [
    'jp',
    '/seller?id=5140',
    '事業者の情報は登録バイヤーの方にご覧いただけます。ログインするか、下のバイヤー登録からお進みください。',
  ],
  [
    'en',
    '/search/searchList?keyword=tea',
    'Search results are shown to registered buyers. Log in to see them, or register as a buyer below.',
  ],
  [
    'en',
    '/favorites',
    'This page is for registered buyers. Log in to see it, or register as a buyer below.',
  ],
] as const)('the login page in %s, sent from %s', (language, from, reason) => {
  it('says what the page it was sent from needs', async () => {
    renderApp(null, {
      url: `/account/login?redirect=${encodeURIComponent(from)}`,
      session: { ...signedOut, language },
      locale: language,
    });
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});

describe('the login page opened on its own', () => {
  it.each([
    '/account/login',
    '/account/login?redirect=%2F',
    '/account/login?redirect=https%3A%2F%2Fevil.example',
  ])('gives no reason at %s', async (url) => {
    renderApp(null, { url, session: signedOut });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/registered buyers/)).not.toBeInTheDocument();
  });
});
