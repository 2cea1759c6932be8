import { screen, within } from '@testing-library/react';
import { answerCatalogLookups, fakeItem } from '@/testing/catalog-fakes';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { ErrorNotice } from '../error-notice';

/** The whole app at `url` for a signed-in buyer, with the catalogue's lookups answered. */
const open = (url: string, routes: Record<string, ReturnType<typeof ok>> = {}) => {
  const api = createFakeApi(routes);
  answerCatalogLookups(api);
  return { ...renderApp(null, { url, api, session: signedInSession }), api };
};

const slowAnswer = fail(
  'E999-999',
  'We could not reach the server. Please try again later. [E999-999]',
  504,
);

describe('errors a buyer can act on (UI.md "Words")', () => {
  it('says which product is no longer listed and offers the search instead', async () => {
    open('/show?code=P404', { 'POST /items/detail': ok({ items: [] }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This product is no longer listed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Item code: P404')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('search')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/search/searchList',
    );
  });

  it('says a supplier the upstream does not know is no longer listed, in Japanese too', async () => {
    const api = createFakeApi({
      'POST /suppliers/detail': fail('E000-004', '見つかりませんでした。 [E000-004]', 400),
    });
    answerCatalogLookups(api);
    renderApp(null, {
      url: '/seller?id=9999',
      api,
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'この事業者は掲載を終了しました' }),
    ).toBeInTheDocument();
    expect(screen.getByText('事業者ID：9999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'すべての事業者を見る' })).toHaveAttribute(
      'href',
      '/search/searchSupplier',
    );
  });

  it('says the service is slow on an upstream timeout, not a network error, and tries again', async () => {
    const { user, api } = open('/show?code=P100007', { 'POST /items/detail': slowAnswer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service is answering slowly right now.');
    expect(alert).not.toHaveTextContent('could not reach');
    expect(within(alert).getByText('[E999-999]')).toHaveClass('notice__code');

    api.on('POST /items/detail', ok({ items: [fakeItem(7)] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product 7' })).toBeInTheDocument();
  });

  it('names the address that has no page and offers the search', async () => {
    open('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no page at /no/such/page.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('search')).toBeInTheDocument();
  });

  it("keeps a sign-in error's code, small after the message (spec §8)", async () => {
    const api = createFakeApi({
      'POST /auth/signin': fail(
        'E001-001',
        'The email address or password is incorrect. [E001-001]',
        401,
      ),
    });
    const { user } = renderApp(null, { url: '/account/login', api });
    await user.type(await screen.findByLabelText(/^Email/), 'buyer@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is incorrect. [E001-001]');
    expect(within(alert).getByText('[E001-001]')).toHaveClass('notice__code');
  });

  it('shows the message first and its status code small after it', () => {
    renderApp(<ErrorNotice message="The password is wrong. [E001-001]" />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The password is wrong.')).toBe(alert);
    expect(within(alert).getByText('[E001-001]').tagName).toBe('SMALL');
  });
});
