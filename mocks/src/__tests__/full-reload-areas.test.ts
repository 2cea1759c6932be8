import { mockClient } from '../testing/mock-client';

/** docs/rules/search.md#full-page-reload: the per-area site setting. */
describe('site/get full-page-reload areas', () => {
  it('says which areas load whole pages: none by default, those the option names', async () => {
    const plain = await mockClient();
    expect((await plain.call('site/get')).data.site.fullReload).toEqual({
      search: false,
      news: false,
    });
    const set = await mockClient({ fullReloadAreas: ['search'] });
    expect((await set.call('site/get')).data.site.fullReload).toEqual({
      search: true,
      news: false,
    });
  });
});
