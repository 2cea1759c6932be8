import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { parseSearchQuery } from '@kakehashi/contracts/web';
import { layoutForPath } from '@/app/router/route-handle';

describe('frame', () => {
  it('uses original-default for paths under /original and default elsewhere (docs/rules/site-and-pages.md#layouts)', () => {
    expect(layoutForPath('/original/account')).toBe('original-default');
    expect(layoutForPath('/original')).toBe('original-default');
    expect(layoutForPath('/originals')).toBe('default');
    expect(layoutForPath('/')).toBe('default');
  });

  it('has the six footer links of docs/rules/site-and-pages.md#routes-and-login', async () => {
    renderApp(null, { url: '/reminder', session: signedInSession });
    const footer = await screen.findByRole('navigation', { name: 'Site information' });
    await within(footer).findByRole('link', { name: 'FAQ' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About Kakehashi',
      'Terms of Use',
      'Privacy Policy',
      'Contact us',
      'Introduction video',
      'FAQ',
    ]);
  });

  // About, the video, FAQ and contact need login: offered to a visitor, they led back to the
  // login page with no word why.
  it('offers a visitor who is not signed in only the public footer links', async () => {
    renderApp(null, { url: '/account/login' });
    const footer = await screen.findByRole('navigation', { name: 'Site information' });
    await screen.findByRole('button', { name: /log in/i });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/buyer_policy', '/account/privacy_policy']);
  });

  it('searches products or suppliers from the header', async () => {
    const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
    const { user, router } = renderApp(null, { url: '/', session: signedInSession, api });
    const search = await screen.findByRole('search', { name: 'Site search' });
    await user.type(within(search).getByLabelText('Keyword'), 'green tea');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/searchList'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('green tea');
    // Once the results page is on screen, the box shows the search the URL holds
    // (docs/rules/discovery.md#header-search).
    await screen.findByRole('heading', { level: 1, name: 'Results for “green tea”' });
    expect(within(search).getByLabelText('Keyword')).toHaveValue('green tea');

    await user.clear(within(search).getByLabelText('Keyword'));
    await user.type(within(search).getByLabelText('Keyword'), 'tea, sake');
    await user.click(within(search).getByRole('radio', { name: 'Suppliers' }));
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/searchSupplier'));
    // The contracts' codec reads back exactly what was typed, comma included.
    expect(parseSearchQuery(router.state.location.search).query.keyword).toEqual([
      { group: '', text: 'tea, sake', fields: [] },
    ]);
  });

  it('routes every alias of docs/rules/site-and-pages.md#routes-and-login to its page', async () => {
    const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
    const { go } = renderApp(null, { url: '/search_list', session: signedInSession, api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All products' }),
    ).toBeInTheDocument();
    // The screens of docs/rules/discovery.md#screens; a code the upstream does not know still
    // reaches its screen, which says so under the screen's title.
    const aliases: Array<[string, string]> = [
      ['/search/searchList', 'All products'],
      ['/certification_index', 'Certifications'],
      ['/search_index_category', 'Categories'],
      ['/search_index_supplier_result', 'Suppliers'],
      ['/search_index_supplier/prefecture_code', 'Search by location'],
      ['/newsletter/2026-04', 'Newsletters'],
      ['/specials/spring', 'Specials'],
      ['/specials_place/kyushu/40', 'Local specialities'],
      ['/js_bizmtg_product', 'Business meeting request about a product'],
    ];
    for (const [path, title] of aliases) {
      await go(path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    }
  });

  it('scrolls to the top on a page change', async () => {
    const { go } = renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    (window.scrollTo as jest.Mock).mockClear();
    await go('/account/reset_password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('signs out from the header and lands on the login page', async () => {
    const api = createFakeApi({ 'POST /items/list': ok({ items: [], hit: 0 }) });
    let signedIn = true;
    api.on('GET /session', () =>
      ok(signedIn ? signedInSession : { ...signedInSession, signedIn: false, user: null }),
    );
    api.on('POST /auth/signout', () => {
      signedIn = false;
      return ok({ signedIn: false });
    });
    const { user, router } = renderApp(null, { url: '/', api });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    // A plain login page that says so: the top page the buyer chose to leave is no way back.
    expect(router.state.location.pathname).toBe('/account/login');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('You have logged out.')).toBeInTheDocument();
    // The top page's data is not asked for again once the session is gone (it would answer 401).
    const signOutAt = api.calls.findIndex((call) => call.url === '/auth/signout');
    const after = api.calls.slice(signOutAt + 1).map((call) => `${call.method} ${call.url}`);
    expect(after.filter((call) => call !== 'GET /session')).toEqual([]);
  });
});

describe('focus after a page change', () => {
  it("moves focus to the new page's heading", async () => {
    const { user } = renderApp(null, { url: '/account/login' });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('device type (docs/rules/site-and-pages.md#device-type)', () => {
  it('marks the page sp at 768 px and pc above', async () => {
    Object.assign(window, { innerWidth: 768 });
    renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    expect(document.documentElement.dataset.device).toBe('sp');
    Object.assign(window, { innerWidth: 769 });
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.dataset.device).toBe('pc');
  });
});

describe('scroll restoration', () => {
  it('restores the position of a page when the buyer goes back to it', async () => {
    const { go, router } = renderApp(null, { url: '/reminder' });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await go('/account/reset_password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your email address?' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 480);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
