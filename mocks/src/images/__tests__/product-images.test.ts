import request from 'supertest';
import { createMockApp } from '../../app';
import { generateSeed } from '../../seed/index';
import { allImagePaths, imageSpecOf } from '../image-catalogue';

const { app } = createMockApp({ productCount: 300 });

describe('product and content images', () => {
  it('serves a product picture as a cacheable SVG with an ETag', async () => {
    const res = await request(app).get('/images/products/miso.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const body = res.body.toString('utf8');
    expect(body).toContain('<svg');
    expect(body).toContain('Rice Miso');
    expect(body).toContain('米味噌');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await request(app).get('/images/products/umeshu.svg');
    const again = await request(app)
      .get('/images/products/umeshu.svg')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('draws the same picture every time and a different one per kind and variant', async () => {
    const a = await request(app).get('/images/products/sake-ginjo.svg');
    const b = await request(app).get('/images/products/sake-ginjo.svg');
    const second = await request(app).get('/images/products/sake-ginjo-2.svg');
    const other = await request(app).get('/images/products/tea-matcha.svg');
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(new Set([a, second, other].map((r) => r.headers.etag)).size).toBe(3);
  });

  it('returns 404 for a picture the seed never points at', async () => {
    for (const path of [
      '/images/products/unknown.svg',
      '/images/products/miso.jpg',
      '/images/products/miso-3.svg',
      '/images/products/miso-p0.svg',
      '/images/products/miso-p49.svg',
      '/images/products/miso-p7-3.svg',
      '/images/products/nothing-p7.svg',
      '/images/a/b/c.svg',
      '/images/',
    ]) {
      expect([path, (await request(app).get(path)).status]).toEqual([path, 404]);
    }
  });

  it('serves every image path the seed emits', async () => {
    const seed = generateSeed(20260401, 300);
    const emitted = new Set([
      ...seed.products.flatMap((p) => [...(p.image_url ? [p.image_url] : []), ...p.images]),
      ...seed.contents.map((c) => c.image_url),
    ]);
    expect(emitted.size).toBeGreaterThan(50);
    expect([...emitted].filter((path) => imageSpecOf(path) === undefined)).toEqual([]);
    const sample = [...emitted].filter((p) => p.includes('/contents/')).slice(0, 3);
    for (const path of sample) expect((await request(app).get(path)).status).toBe(200);
  });

  it('keeps every SVG self-contained: no script, handlers, links or foreign content', async () => {
    for (const path of allImagePaths()) {
      const body = (await request(app).get(path)).body.toString('utf8') as string;
      expect(body).not.toMatch(/<script|<foreignObject|<image|<use|<a[\s>]|\son\w+=|href=/i);
      // The only URL is the SVG namespace; fills point at the document's own pattern.
      expect(body.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
      expect(body.match(/url\([^)]*\)/g) ?? []).toEqual(['url(#bg)']);
    }
  });

  it('escapes names so seed text cannot become markup', async () => {
    const res = await request(app).get('/images/contents/special-13.svg');
    expect(res.status).toBe(200);
    const body = res.body.toString('utf8') as string;
    // "Washi & Stationery" names the picture in its title and its aria-label.
    expect(body).toContain('<title>Washi &amp; Stationery / 和紙と文具</title>');
    expect(body).not.toContain(' & ');
  });

  it('writes no words on a picture: one picture serves the Japanese and the English page', async () => {
    // The wagyu pack read 'Kuroge Wagyu Sirloin' on a Japanese page (docs/rules/site-and-pages.md#languages).
    for (const path of allImagePaths()) {
      const body = (await request(app).get(path)).body.toString('utf8') as string;
      expect([path, body.match(/<text[\s>]/g) ?? []]).toEqual([path, []]);
      const spec = imageSpecOf(path)!;
      // Named only where no page shows it: the title a reader opening it alone is told.
      const outside = body.replace(/<title>.*<\/title>/, '').replace(/aria-label="[^"]*"/, '');
      expect([path, outside.includes(spec.titleJa), outside.includes(spec.title)]).toEqual([
        path,
        false,
        false,
      ]);
    }
  });

  it('draws the banners of one kind in their own colours, not one picture for every special', async () => {
    const drawn = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7, 8].map(async (n) =>
        (
          (await request(app).get(`/images/contents/special-${n}.svg`)).body.toString(
            'utf8',
          ) as string
        )
          .replace(/<title>.*<\/title>/, '')
          .replace(/aria-label="[^"]*"/, ''),
      ),
    );
    expect(new Set(drawn).size).toBe(8);
  });

  it('draws products of one kind differently: pack, colour and frame, the kind in its title', async () => {
    const seed = generateSeed(20260401, 300);
    const kind = seed.products[0]!.kind;
    const shelf = seed.products.filter((p) => p.kind === kind && p.image_url).slice(0, 20);
    expect(shelf.length).toBeGreaterThan(3);
    const bodies = await Promise.all(
      shelf.map(
        async (p) => (await request(app).get(p.image_url!)).body.toString('utf8') as string,
      ),
    );
    // Most of a shelf differs: at most a few products share a look by chance.
    expect(new Set(bodies).size).toBeGreaterThanOrEqual(Math.ceil(shelf.length * 0.7));
    const spec = imageSpecOf(shelf[0]!.image_url!)!;
    for (const body of bodies)
      expect(body).toContain(`<title>${spec.title} / ${spec.titleJa}</title>`);
  });

  it('varies the pack, the colour and the frame across the looks of one kind', async () => {
    const looks = [1, 2, 3, 4, 25].map((n) =>
      imageSpecOf(`/images/products/sake-ginjo-p${n}.svg`)!,
    );
    expect(new Set(looks.map((l) => l.look!.pack)).size).toBe(3);
    expect(new Set(looks.map((l) => l.look!.hueShift)).size).toBeGreaterThan(1);
    expect(new Set(looks.map((l) => l.look!.frame))).toEqual(new Set(['circle', 'arch']));
    const tea = imageSpecOf('/images/products/tea-matcha-p1.svg')!;
    expect(['pouch', 'can', 'box']).toContain(tea.look!.pack);
  });
});
