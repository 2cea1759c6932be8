import { upstreamHeaders } from '@kakehashi/contracts';
import { mockClient } from '../testing/mock-client';

// docs/upstream.md#languages: a supplier's hashtags are a multilingual field, answered in the
// caller's language only: a Japanese supplier page shows '#宮城', never '#Miyagi'.

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe("a supplier's hashtags", () => {
  const hashtagsIn = async (language: 'ja' | 'en', id: string) => {
    const c = await mockClient();
    const headers = { [upstreamHeaders.clientId]: c.clientId, 'Accept-Language': language };
    const detail = await c.raw('suppliers/detail', { id }, headers);
    expect(detail.body.status).toBe('E000-000');
    const search = await c.raw('suppliers/search', { offset: 0, limit: 5 }, headers);
    expect(search.body.status).toBe('E000-000');
    const rows = (search.body.data as { suppliers: { hashtags: string[] }[] }).suppliers;
    return {
      detail: (detail.body.data as { supplier: { hashtags: string[] } }).supplier.hashtags,
      search: rows.flatMap((s) => s.hashtags),
    };
  };

  it('are answered in Japanese to a Japanese caller and in English to an English one', async () => {
    const ja = await hashtagsIn('ja', '5001');
    const en = await hashtagsIn('en', '5001');
    expect(ja.detail).toHaveLength(3);
    expect(ja.detail.every((tag) => tag.startsWith('#') && japanese.test(tag))).toBe(true);
    expect(ja.search.every((tag) => japanese.test(tag))).toBe(true);
    expect(en.detail).toHaveLength(3);
    expect(en.detail.every((tag) => /^#[A-Za-z]+$/.test(tag))).toBe(true);
    expect(en.search.some((tag) => japanese.test(tag) || tag.includes('\u001F'))).toBe(false);
  });

  it('still find a supplier by its tag in either language', async () => {
    const c = await mockClient();
    const en = (await hashtagsIn('en', '5001')).detail[0]!;
    const ja = (await hashtagsIn('ja', '5001')).detail[0]!;
    for (const keyword of [en, ja]) {
      const res = await c.call('suppliers/search', { keyword, offset: 0, limit: 100 });
      expect(res.status).toBe('E000-000');
      const ids = (res.data as { suppliers: { id: string }[] }).suppliers.map((s) => s.id);
      expect(ids).toContain('5001');
    }
  });
});
