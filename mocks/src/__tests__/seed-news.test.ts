import { generateNews } from '../seed/contents';

// docs/upstream.md#site-and-utilities: the seeded notices read as a real shop's notices.
describe('seeded notices', () => {
  const news = generateNews();

  it('never share a title and never end in a counter', () => {
    for (const title of ['title', 'title_en'] as const) {
      const titles = news.map((n) => n[title]);
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles.filter((t) => /[(（]\d+[)）]$/.test(t))).toEqual([]);
    }
    const bodies = news.map((n) => n.body_en);
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('say when a maintenance happens in Japan time and what it stops', () => {
    const maintenance = news.filter((n) => n.tags.some((t) => t.name === 'maintenance'));
    expect(maintenance).toHaveLength(10);
    for (const n of maintenance) {
      expect(n.body_en).toMatch(/from \d{1,2}:00 to \d{1,2}:00 Japan time \(JST\)/);
      expect(n.body_en).toMatch(/will be unavailable/);
      expect(n.body).toMatch(/\d{1,2}:00〜\d{1,2}:00（日本時間）/);
      expect(n.body).toMatch(/ご利用いただけません/);
    }
    // news-001, posted Wednesday 31 December 2025, announces the next Tuesday's work.
    expect(news[0]?.title_en).toBe(
      'Maintenance on Tuesday 6 January 2026: ordering and payment unavailable',
    );
    expect(news[0]?.body_en).toContain('from 2:00 to 5:00 Japan time (JST)');
    expect(news[0]?.body_en).toContain('That is 17:00–20:00 UTC on Monday 5 January 2026.');
  });
});
