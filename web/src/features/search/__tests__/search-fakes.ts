import { parseSearchQuery, searchFilterGroups } from '@kakehashi/contracts/web';
import { answerCatalogLookups, fakeItem } from '@/testing/catalog-fakes';
import { createFakeApi, ok, type ApiCall } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// The search screens' fake BFF and helpers, shared by the results tests.

export type ListBody = {
  offset: number;
  limit: number;
  keyword?: string;
  sort?: string;
  category?: string;
  filterOptions?: string;
  facets?: string[];
};

/** A supplier as `suppliers/search` answers it (a result card's data). */
export const yamadaSakeCard = {
  id: '5001',
  code: 'SUP0001',
  name: '株式会社山田酒造',
  name_en: 'Yamada Sake Brewery Co., Ltd.',
  prefecture_code: 15,
  region_code: 'chubu',
  business_type: 'food',
  product_count: 9,
};

/** A fake BFF answering items/list with `hit` products and counts for every filter option. */
export const searchBff = (hit = 95, extra: Record<string, unknown> = {}) => {
  const api = createFakeApi();
  answerCatalogLookups(api);
  api.on('POST /items/list', (call: ApiCall) => {
    const body = call.body as ListBody;
    const count = Math.max(0, Math.min(body.limit, hit - body.offset));
    return ok({
      items: Array.from({ length: count }, (_, i) => fakeItem(body.offset + i + 1)),
      hit,
      facets: {
        category: [{ value: 'food-sake', name: '日本酒・焼酎・酒類', name_en: 'Sake', count: 41 }],
        certification: [
          { value: 'haccp', name: 'HACCP', name_en: 'HACCP', count: 30 },
          { value: 'halal', name: 'ハラール', name_en: 'Halal', count: 12 },
        ],
        region: [{ value: 'chubu', name: '中部', name_en: 'Chubu', count: 41 }],
        prefecture: [{ value: '15', name: '新潟県', name_en: 'Niigata', count: 41 }],
        filters: searchFilterGroups.flatMap((g) =>
          g.options.map((o) => ({ value: `${g.id}:${o.id}`, count: o.id === 'frozen' ? 0 : 7 })),
        ),
      },
      ...extra,
    });
  });
  return api;
};

export type SearchApi = ReturnType<typeof searchBff>;

/** A fake BFF whose suppliers/search finds `hit` suppliers, a page of them at a time. */
export const supplierSearchBff = (hit: number) => {
  const api = searchBff();
  api.on('POST /suppliers/search', (call: ApiCall) => {
    const { offset, limit } = call.body as { offset: number; limit: number };
    const count = Math.max(0, Math.min(limit, hit - offset));
    return ok({
      suppliers: Array.from({ length: count }, (_, i) => ({
        ...yamadaSakeCard,
        id: String(5001 + offset + i),
        name_en: `Supplier ${offset + i + 1}`,
      })),
      hit,
    });
  });
  return api;
};

export const lastList = (api: SearchApi): ListBody =>
  api.callsTo('POST /items/list').at(-1)?.body as ListBody;

export const openSearch = (url: string, api = searchBff()) =>
  renderApp(null, { url, api, session: signedInSession });

export const currentQuery = (router: { state: { location: { search: string } } }) =>
  parseSearchQuery(router.state.location.search).query;
