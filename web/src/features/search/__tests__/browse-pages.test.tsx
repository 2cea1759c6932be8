import { configure, screen, within } from '@testing-library/react';
import { parseSearchQuery } from '@kakehashi/contracts/web';
import { answerCatalogLookups } from '@/testing/catalog-fakes';
import { createFakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

configure({ asyncUtilTimeout: 15_000 });

const supplier = (n: number, prefecture_code = 15) => ({
  id: `S${n}`,
  code: `sup-${n}`,
  name: `株式会社テスト${n}`,
  name_en: `Test Supplier ${n}`,
  prefecture_code,
  region_code: 'chubu',
  business_type: 'food',
  product_count: 12,
});

const browseBff = () => {
  const api = createFakeApi();
  answerCatalogLookups(api);
  api.on(
    'POST /category/trees',
    ok({
      trees: [
        {
          code: 'food',
          name: '食品・飲料',
          name_en: 'Food & Beverages',
          parent_code: null,
          item_count: 9,
          children: [
            {
              code: 'food-tea',
              name: '日本茶',
              name_en: 'Japanese Tea',
              parent_code: 'food',
              item_count: 9,
              children: [],
            },
          ],
        },
      ],
    }),
  );
  api.on(
    'POST /items/list',
    ok({ items: [], hit: 0, facets: { certification: [{ value: 'haccp', count: 31 }] } }),
  );
  api.on('POST /suppliers/search', (call: ApiCall) => {
    const body = call.body as { prefecture?: number };
    return ok({ suppliers: [supplier(1, body.prefecture ?? 15)], hit: 1 });
  });
  return api;
};

const open = (url: string, api = browseBff()) =>
  renderApp(null, { url, api, session: signedInSession });

describe('browse pages', () => {
  it('lists categories with their counts, each leading to its products', async () => {
    open('/search_index_category');
    const region = await screen.findByRole('region', { name: /Food & Beverages/ });
    const tile = within(region).getByRole('link', { name: /Japanese Tea/ });
    expect(tile).toHaveTextContent('9 products');
    expect(parseSearchQuery(tile.getAttribute('href')!.split('?')[1]!).query.category).toEqual([
      'food-tea',
    ]);
  });

  it('lists certifications in two groups with product counts, each a product search', async () => {
    open('/certification_index');
    const international = await screen.findByRole('region', {
      name: 'International certifications',
    });
    const haccp = await within(international).findByRole('link', { name: /HACCP/ });
    expect(await within(haccp).findByText('31 products')).toBeInTheDocument();
    const query = parseSearchQuery(haccp.getAttribute('href')!.split('?')[1]!).query;
    expect(query.filterOption?.map((e) => [e.name, e.field, e.value])).toEqual([
      ['certification', 'custom.cettifications', 'haccp'],
      ['certification', 'custom.cettificationsJapan', 'haccp'],
    ]);
    expect(
      screen.getByRole('region', { name: 'Japanese certifications and marks' }),
    ).toBeInTheDocument();
  });

  it('shows regions with their prefectures, each prefecture leading to its suppliers', async () => {
    const { user } = open('/search_index_supplier');
    const chubu = await screen.findByRole('region', { name: 'Chubu' });
    await user.click(within(chubu).getByRole('link', { name: 'Niigata' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suppliers in Niigata' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: 'Test Supplier 1' });
    expect(card).toHaveAttribute('href', '/seller?id=S1');
    expect(screen.getByRole('link', { name: 'Products made in Niigata' })).toBeInTheDocument();
  });

  it('searches suppliers of a region with the region in the URL', async () => {
    const api = browseBff();
    open('/search/searchSupplier?region=chubu', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suppliers in Chubu' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Test Supplier 1' });
    expect(api.callsTo('POST /suppliers/search').at(-1)?.body).toMatchObject({
      region: 'chubu',
      offset: 0,
    });
  });

  // A keyword and a region both narrow the search: the title names both.
  it('names the region beside the keyword', async () => {
    open('/search/searchSupplier?region=chubu&keyword=tea', browseBff());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suppliers in Chubu matching “tea”' }),
    ).toBeInTheDocument();
  });
});
