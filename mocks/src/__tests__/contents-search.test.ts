import { mockClient } from '../testing/mock-client';

type Row = { code: string; classification: string; title: string; title_en: string };

/** docs/rules/search.md#news-and-contents-filter: the `filter` and keyword of /newsletter and /catalog. */
describe('contents/list filter and keyword', () => {
  const newsletters = { field: 'classification', value: 'newsletter' };

  it('finds issues by a keyword in either language, whatever the page language', async () => {
    const c = await mockClient();
    const en = await c.call('contents/list', {
      filters: [newsletters],
      keyword: '2025/3',
      limit: 50,
    });
    const ja = await c.call('contents/list', {
      filters: [newsletters],
      keyword: '2025年3月',
      limit: 50,
    });
    for (const res of [en, ja]) {
      expect(res.data.hit).toBe(1);
      expect((res.data.contents as Row[])[0]?.code).toBe('newsletter-2025-03');
    }
    // A Latin word matches at a word's start only: "atalogue" is not "catalogue".
    const part = await c.call('contents/list', { keyword: 'atalogue', limit: 50 });
    expect(part.data.hit).toBe(0);
  });

  it('keeps the classification when the URL filter says or: fields combine with and', async () => {
    const c = await mockClient();
    const res = await c.call('contents/list', {
      filters: [
        newsletters,
        { field: 'tag', value: 'catalog', operator: 'or' },
        { field: 'tag', value: 'newsletter', operator: 'or' },
      ],
      limit: 50,
    });
    const rows = res.data.contents as Row[];
    expect(res.data.hit).toBe(24);
    expect(rows.every((r) => r.classification === 'newsletter')).toBe(true);
    const none = await c.call('contents/list', {
      filters: [newsletters, { field: 'tag', value: 'catalog' }],
    });
    expect(none.data.hit).toBe(0);
  });

  it('filters news notices by tag and keyword', async () => {
    const c = await mockClient();
    const res = await c.call('news/list', {
      filters: [{ field: 'tag', value: 'maintenance' }],
      keyword: 'メンテナンス',
      limit: 50,
    });
    expect(res.data.hit).toBe(10);
  });
});
