import { mockAndBffForFile, signIn } from './support/stack';

/**
 * docs/rules/search.md#news-and-contents-filter: /newsletter?filter=…&keyword=… as the web sends
 * it, through the BFF's contract check and shared cache, to the real mock upstream.
 */
const stack = mockAndBffForFile();

type Row = { code: string; classification: string };

describe('newsletter and catalogue search through the BFF', () => {
  it('narrows by the filter and a keyword in either language, each search cached apart', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const search = (keyword: string) =>
      browser.post('/api/contents/list', {
        filters: [
          { field: 'classification', value: 'newsletter' },
          { field: 'tag', value: 'newsletter' },
        ],
        keyword,
        offset: 0,
        limit: 12,
      });
    const en = await search('2024/7');
    const ja = await search('2024年7月');
    for (const res of [en, ja]) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('E000-000');
      expect((res.body.data.contents as Row[]).map((r) => r.code)).toEqual(['newsletter-2024-07']);
    }
    const none = await browser.post('/api/contents/list', {
      filters: [
        { field: 'classification', value: 'newsletter' },
        { field: 'tag', value: 'notice' },
      ],
      offset: 0,
      limit: 12,
    });
    expect(none.body.data.hit).toBe(0);
  });

  it('refuses a filter the contract does not allow (a compare outside = > < >= <= !=)', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const res = await browser.post('/api/news/list', {
      filters: [{ field: 'tag', value: 'maintenance', compare: '~' }],
      offset: 0,
      limit: 10,
    });
    expect(res.status).toBe(400);
    expect(res.body.status).not.toBe('E000-000');
  });
});
