import { startBff, startMock } from './support/stack';

/**
 * docs/rules/search.md#full-page-reload: the per-area setting reaches the browser through the
 * BFF's site/get, off unless the upstream's site says so.
 */
describe('the full-page-reload site setting through the BFF', () => {
  it.each([
    [[], { search: false, news: false }],
    [['news'] as const, { search: false, news: true }],
  ])('with areas %j the site settings say %j', async (areas, expected) => {
    const mock = await startMock({ fullReloadAreas: [...areas] });
    const bff = await startBff({ upstreamUrl: mock.url });
    try {
      const res = await bff.browser().post('/api/site/get', {});
      expect(res.status).toBe(200);
      expect(res.body.data.site.fullReload).toEqual(expected);
    } finally {
      await bff.close();
      await mock.close();
    }
  });
});
