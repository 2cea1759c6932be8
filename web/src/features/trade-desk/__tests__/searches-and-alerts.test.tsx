import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const matcha = {
  id: 's1',
  name: 'organic matcha',
  query: 'keyword=%3Aorganic+matcha%3A&category=food-tea',
  newCount: 5,
  countedAt: '2026-11-25T14:00:00.000Z',
  lastOpenedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const sake = {
  ...matcha,
  id: 's2',
  name: 'sake',
  query: 'keyword=%3Asake%3A',
  newCount: 0,
};
const alerts = {
  alerts: [
    {
      source: 'search',
      sourceId: 's1',
      name: 'organic matcha',
      nameEn: null,
      query: matcha.query,
      count: 5,
    },
    {
      source: 'supplier',
      sourceId: '5002',
      name: '岡田茶園',
      nameEn: 'Okada Tea',
      query: null,
      count: 3,
    },
  ],
  total: 8,
  countedAt: '2026-11-25T14:00:00.000Z',
};

const deskApi = () =>
  createFakeApi({
    'POST /searches/list': ok({ searches: [matcha, sake] }),
    'POST /searches/open': ok({ search: { ...matcha, newCount: 0 } }),
    'POST /searches/delete': ok({ deleted: true }),
    'POST /alerts/get': ok(alerts),
    'POST /alerts/seen': ok({ ...alerts, alerts: alerts.alerts.slice(0, 1), total: 5 }),
    'POST /items/list': ok({ items: [], hit: 0 }),
  });

describe('saved searches (docs/rules/trade-desk.md#saved-searches)', () => {
  it('shows what each looks for and how many products are new, and opening one goes to its results', async () => {
    const api = deskApi();
    const { user, router } = renderApp(null, {
      url: '/mypage/searches',
      session: signedInSession,
      api,
    });
    const row = await screen.findByRole('listitem', { name: 'organic matcha' });
    expect(within(row).getByText('Keyword: organic matcha · 1 filter')).toBeVisible();
    expect(within(row).getByText('5 new products')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'sake' })).getByText('No new products'),
    ).toBeVisible();

    await user.click(
      within(row).getByRole('button', { name: 'Open the saved search “organic matcha”' }),
    );
    await screen.findByRole('heading', { level: 1, name: /organic matcha/ });
    expect(router.state.location.pathname).toBe('/search/searchList');
    expect(router.state.location.search).toBe(`?${matcha.query}`);
    expect(api.callsTo('POST /searches/open')[0]?.body).toEqual({ id: 's1' });
  });

  it('deletes one after asking', async () => {
    const api = deskApi();
    const { user } = renderApp(null, { url: '/mypage/searches', session: signedInSession, api });
    const row = await screen.findByRole('listitem', { name: 'sake' });
    await user.click(within(row).getByRole('button', { name: 'Delete the saved search “sake”' }));
    await user.click(within(row).getByRole('button', { name: 'Yes, delete' }));
    expect(api.callsTo('POST /searches/delete')[0]?.body).toEqual({ id: 's2' });
  });
});

describe('new-product alerts (docs/rules/trade-desk.md#new-product-alerts)', () => {
  it("counts again on opening and says '3 new from Okada Tea' and '5 new for ‘organic matcha’'", async () => {
    const api = deskApi();
    const { user, router } = renderApp(null, {
      url: '/mypage/alerts',
      session: signedInSession,
      api,
    });
    expect(await screen.findByText('3 new from Okada Tea')).toBeVisible();
    expect(screen.getByText('5 new for ‘organic matcha’')).toBeVisible();
    expect(api.callsTo('POST /alerts/get').map((call) => call.body)).toContainEqual({
      refresh: true,
    });
    // The header's number follows the page's fresh answer.
    expect(
      screen.getAllByRole('link', { name: 'New product alerts, 8 new' }).length,
    ).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: /3 new from Okada Tea/ }));
    expect(api.callsTo('POST /alerts/seen')[0]?.body).toEqual({ supplierId: '5002' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    expect(router.state.location.search).toBe('?id=5002');
  });

  it('shows the count in the header once, not again on every page change', async () => {
    const api = deskApi();
    const { go } = renderApp(null, { url: '/mypage/searches', session: signedInSession, api });
    expect(
      (await screen.findAllByRole('link', { name: 'New product alerts, 8 new' })).length,
    ).toBeGreaterThan(0);
    await go('/search/searchList');
    await go('/mypage/searches');
    await screen.findByRole('listitem', { name: 'sake' });
    expect(api.callsTo('POST /alerts/get').map((call) => call.body)).toEqual([{ refresh: false }]);
  });

  it('shows no alert link to a visitor', async () => {
    const api = deskApi();
    renderApp(null, { url: '/account/login', api });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('link', { name: /New product alerts/ })).toBeNull();
    expect(api.callsTo('POST /alerts/get')).toEqual([]);
  });
});

describe('/mypage/alerts with nothing new (docs/rules/trade-desk.md#new-product-alerts)', () => {
  const nothingNew = (supplierIds: string[], searches: (typeof sake)[]) =>
    createFakeApi({
      'POST /alerts/get': ok({ alerts: [], total: 0, countedAt: '2026-11-25T14:00:00.000Z' }),
      'POST /member/follows/list': ok({ supplierIds, suppliers: [], hit: supplierIds.length }),
      'POST /searches/list': ok({ searches }),
    });

  it('says what the buyer watches instead of telling them to follow and save', async () => {
    renderApp(null, {
      url: '/mypage/alerts',
      session: signedInSession,
      api: nothingNew(['5001'], [sake]),
    });
    expect(
      await screen.findByText(
        'Watching 1 supplier and 1 saved search; nothing new from them for now.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Follow suppliers and save searches/)).toBeNull();
  });

  it('invites a buyer who watches nothing to follow suppliers and save searches', async () => {
    renderApp(null, { url: '/mypage/alerts', session: signedInSession, api: nothingNew([], []) });
    expect(await screen.findByText(/Follow suppliers and save searches/)).toBeVisible();
  });
});
