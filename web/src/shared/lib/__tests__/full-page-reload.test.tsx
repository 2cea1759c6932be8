import { configure, screen, waitFor, within } from '@testing-library/react';
import type { FullReloadArea } from '@kakehashi/contracts/web';
import { fullPageLoad } from '@/shared/lib/full-page-load';
import { answerCatalogLookups, fakeItem, siteSettingsData } from '@/testing/catalog-fakes';
import { createFakeApi, ok, type FakeApi } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

jest.mock('@/shared/lib/full-page-load', () => ({ fullPageLoad: jest.fn() }));
configure({ asyncUtilTimeout: 15_000 });

/** A fake BFF whose site settings set the given areas to load whole pages (docs/rules/search.md#full-page-reload). */
const siteWith = (areas: FullReloadArea[]): FakeApi => {
  const api = createFakeApi();
  answerCatalogLookups(api);
  api.on('POST /items/list', ok({ items: [fakeItem(1)], hit: 1 }));
  api.on('POST /site/get', () =>
    ok(
      siteSettingsData({
        fullReload: { search: areas.includes('search'), news: areas.includes('news') },
      }),
    ),
  );
  api.on('POST /contents/list', ok({ contents: [], hit: 0 }));
  api.on('POST /news/list', ok({ news: [], hit: 0 }));
  return api;
};

/** Opens a page once the site settings are in, so the first click already knows the setting. */
const open = async (url: string, areas: FullReloadArea[]) => {
  const app = renderApp(null, { url, api: siteWith(areas), session: signedInSession });
  await waitFor(() => expect(app.queryClient.getQueryData(['site', 'get'])).toBeDefined());
  return app;
};

const searchNewsletters = async (user: Awaited<ReturnType<typeof open>>['user']) => {
  const form = await screen.findByRole('search', { name: 'Search newsletters and notices' });
  await user.type(within(form).getByRole('searchbox'), 'sake');
  await user.click(within(form).getByRole('button', { name: 'Search' }));
};

beforeEach(() => jest.mocked(fullPageLoad).mockClear());

describe('full page reload per area (site setting)', () => {
  it('routes within the app by default: the newsletter search changes the URL, no page load', async () => {
    const { user, router } = await open('/newsletter', []);
    await searchNewsletters(user);
    expect(router.state.location.search).toBe('?keyword=sake');
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('loads the whole page for a newsletter search when the site sets news', async () => {
    const { user, router } = await open('/newsletter?filter=tag:notice', ['news']);
    await searchNewsletters(user);
    expect(fullPageLoad).toHaveBeenCalledWith('/newsletter?keyword=sake&filter=tag%3Anotice');
    expect(router.state.location.search).toBe('?filter=tag:notice');
  });

  it('loads the whole page for a product sort and a header search when the site sets search', async () => {
    const { user, router } = await open('/search/searchList?keyword=tea', ['search']);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(fullPageLoad).toHaveBeenLastCalledWith('/search/searchList?keyword=tea&sort=newest');
    expect(router.state.location.search).toBe('?keyword=tea');
    const header = screen.getAllByRole('search', { name: /search/i })[0]!;
    const box = within(header).getByRole('searchbox');
    await user.clear(box);
    await user.type(box, 'sake{Enter}');
    // From product results the box writes the search once the whole codec is in.
    await waitFor(() =>
      expect(fullPageLoad).toHaveBeenLastCalledWith('/search/searchList?keyword=sake'),
    );
  });

  it('keeps each area to its own setting: search set, newsletters still routed', async () => {
    const { user, router } = await open('/newsletter', ['search']);
    await searchNewsletters(user);
    expect(router.state.location.search).toBe('?keyword=sake');
    expect(fullPageLoad).not.toHaveBeenCalled();
  });
});
