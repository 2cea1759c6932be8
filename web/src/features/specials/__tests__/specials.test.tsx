import { configure, screen } from '@testing-library/react';
import { answerCatalogLookups, fakeItem } from '@/testing/catalog-fakes';
import { createFakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

const content = (code: string, classification: string, extra: Record<string, unknown> = {}) => ({
  id: code,
  code,
  classification,
  title: `${code} の特集`,
  title_en: `Special ${code}`,
  body: '本文',
  body_en: 'About this selection.',
  post_date: '2025-06-10T00:00:00.000Z',
  prefecture_code: null,
  item_ids: ['100001', '100002'],
  image_url: `/images/contents/${code}.svg`,
  ...extra,
});

const contentsBff = () => {
  const api = createFakeApi();
  answerCatalogLookups(api);
  api.on('POST /contents/list', (call: ApiCall) => {
    const body = call.body as { filters: { field: string; value: string }[] };
    const kind = body.filters.find((f) => f.field === 'classification')?.value ?? '';
    const pref = body.filters.find((f) => f.field === 'prefecture_code')?.value;
    const rows =
      kind === 'local_speciality'
        ? [content(`local-${pref ?? '15'}`, kind, { prefecture_code: Number(pref ?? 15) })]
        : [content('special-01', kind), content('special-02', kind)];
    return ok({ contents: rows, hit: rows.length });
  });
  // The kind follows the code, as in the seed: newsletter-…, local-…, special-….
  api.on('POST /contents/detail', (call: ApiCall) => {
    const code = (call.body as { code: string }).code;
    const kind = code.startsWith('newsletter-')
      ? 'newsletter'
      : code.startsWith('local-')
        ? 'local_speciality'
        : 'special';
    return ok({ content: content(code, kind) });
  });
  api.on('POST /items/detail', ok({ items: [fakeItem(1), fakeItem(2)] }));
  return api;
};

const open = (url: string, api = contentsBff()) =>
  renderApp(null, { url, api, session: signedInSession });

describe('specials and local specialities', () => {
  it('lists specials, each opening its page with the featured products', async () => {
    const { user } = open('/specials');
    await user.click(await screen.findByRole('link', { name: 'Special special-02' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Special special-02' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Product 2' })).toHaveAttribute(
      'href',
      '/show?code=P100002',
    );
  });

  it('opens a special by ?code= as well', async () => {
    open('/specials/detail?code=special-01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Special special-01' }),
    ).toBeInTheDocument();
  });

  it("shows a prefecture's local specialities at /specials_place/{region}/{prefecture}", async () => {
    const api = contentsBff();
    open('/specials_place/kanto/13', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Special local-13' }),
    ).toBeInTheDocument();
    const body = api.callsTo('POST /contents/list').at(-1)?.body as { filters: unknown[] };
    expect(body.filters).toEqual(
      expect.arrayContaining([{ field: 'prefecture_code', value: '13' }]),
    );
  });

  it("lists a region's prefectures at /specials_place/{region}", async () => {
    open('/specials_place/chubu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Local specialities of Chubu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Niigata' })).toHaveAttribute(
      'href',
      '/specials_place/chubu/15',
    );
  });

  it('opens only a local speciality at /specials_place/detail?code=: a newsletter there is not found, with the way back', async () => {
    open('/specials_place/detail?code=local-13');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Special local-13' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      '/specials_place/detail?code=newsletter-2025-01',
      'Back to local specialities',
      '/specials_place',
    ],
    ['/specials/detail?code=newsletter-2025-01', 'Back to all specials', '/specials'],
    ['/specials/local-13', 'Back to all specials', '/specials'],
  ])('answers %s with not found and a way on', async (url, back, to) => {
    open(url);
    expect(await screen.findByRole('link', { name: back })).toHaveAttribute('href', to);
    expect(screen.getByText(/could not be found/)).toBeInTheDocument();
    expect(screen.queryByText('About this selection.')).not.toBeInTheDocument();
  });
});
