import { itemListResponseSchema, itemSorts, type ItemListResponse } from '@kakehashi/contracts';
import { mockClient } from '../testing/mock-client';

const list = async (c: Awaited<ReturnType<typeof mockClient>>, body: Record<string, unknown>) => {
  const res = await c.call('items/list', { limit: 100, ...body });
  const data: ItemListResponse =
    res.status === 'E000-000' ? itemListResponseSchema.parse(res.data) : res.data;
  return { status: res.status, data };
};

describe('items/list', () => {
  it('finds products by Japanese and English keywords over names, descriptions and supplier names', async () => {
    const c = await mockClient();
    const ja = await list(c, { keyword: '純米大吟醸' });
    const en = await list(c, { keyword: 'junmai daiginjo' });
    expect(ja.data.hit).toBeGreaterThan(0);
    expect(en.data.hit).toBe(ja.data.hit);
    const supplierName = String(ja.data.items[0]?.custom?.supplier_name_en);
    expect(
      (await list(c, { keyword: `:${supplierName.split(' ')[0]}:supplier` })).data.hit,
    ).toBeGreaterThan(0);
  });

  it('caps hit at 4,000 and flags the cap when more match', async () => {
    const c = await mockClient({ productCount: 4200 });
    const all = await list(c, {});
    expect(all.data.hit).toBe(4000);
    expect(all.data.hit_capped).toBe(true);
    expect((await list(c, { category: 'machines' })).data.hit_capped).toBe(false);
  });

  it('filters by category including subcategories, and by variation', async () => {
    const c = await mockClient();
    const food = await list(c, { category: 'food' });
    const tea = await list(c, { category: 'food-tea' });
    expect(food.data.hit).toBeGreaterThan(tea.data.hit);
    expect(tea.data.items.every((i) => (i.category_codes as string[]).includes('food-tea'))).toBe(
      true,
    );
    const v = await list(c, { variation: 'amount-ml:c:720' });
    expect(v.data.hit).toBeGreaterThan(0);
    expect(
      v.data.items.every((i) => JSON.stringify(i.skus).includes('"selection_code":"720"')),
    ).toBe(true);
  });

  it('sorts by each of the five orders', async () => {
    const c = await mockClient();
    for (const sort of itemSorts) expect((await list(c, { sort })).status).toBe('E000-000');
    const asc = (await list(c, { sort: 'price_asc' })).data.items.map(
      (i) => i.price_tax_included as number,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list(c, { sort: 'price_desc' })).data.items.map(
      (i) => i.price_tax_included as number,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await list(c, { sort: 'name_asc' })).data.items.map((i) =>
      String(i.name_en).toLowerCase(),
    );
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('applies filterOptions with every compare operator and orNull', async () => {
    const c = await mockClient();
    const price = async (compare: string) =>
      (await list(c, { filterOptions: `p:price:${compare}:5000:and:false` })).data;
    const [lt, le, gt, ge, eq, ne] = await Promise.all(
      ['<', '<=', '>', '>=', '=', '!='].map(price),
    );
    expect(lt!.hit + ge!.hit).toBe(1600);
    expect(le!.hit + gt!.hit).toBe(1600);
    expect(eq!.hit + ne!.hit).toBe(1600);
    expect(lt!.items.every((i) => (i.price_tax_included as number) < 5000)).toBe(true);
    const unregistered = await list(c, { filterOptions: 'jan:custom.jancd:=::and:true' });
    const registered = await list(c, { filterOptions: 'jan:custom.jancd:!=::and:false' });
    expect(unregistered.data.hit + registered.data.hit).toBe(1600);
    const frozenOrChilled = await list(c, {
      filterOptions:
        't:custom.temperatureRange:=:frozen:or:false,t:custom.temperatureRange:=:refrigerated:or:false',
    });
    expect(
      frozenOrChilled.data.items.every((i) =>
        ['frozen', 'refrigerated'].includes(String(i.custom?.temperatureRange)),
      ),
    ).toBe(true);
  });

  it('filters by sellingStatus and counts facets', async () => {
    const c = await mockClient();
    const soldOut = await list(c, {
      sellingStatus: 'sold_out',
      facets: ['businessType', 'prefecture'],
    });
    expect(soldOut.data.items.every((i) => i.selling_status === 'sold_out')).toBe(true);
    const facets = soldOut.data.facets as Record<string, { count: number }[]>;
    expect(facets.businessType?.reduce((s, f) => s + f.count, 0)).toBe(soldOut.data.hit);
  });

  it('refuses bad input with E000-010 naming the field', async () => {
    const c = await mockClient();
    for (const [body, field] of [
      [{ limit: 1000 }, 'limit'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ filterOptions: 'p:price:~:1:and:false' }, 'filterOptions'],
      [{ offset: 'x' }, 'offset'],
    ] as const) {
      const res = await c.call('items/list', body);
      expect(res.status).toBe('E000-010');
      expect(res.data.errors[0].name).toBe(field);
    }
  });

  it('returns detail for ids and codes and 404-status for unknown ones', async () => {
    const c = await mockClient();
    const res = await c.call('items/detail', { items: ['100001', 'P100002'] });
    expect(res.data.items.map((i: { id: string }) => i.id)).toEqual(['100001', '100002']);
    expect((await c.call('items/detail', { items: 'nope' })).status).toBe('E000-004');
  });

  // docs/rules/cart-and-checkout.md#tax-and-fee-defaults: each item carries its rate, which the
  // contract keeps, so the screens tax the retail price in Japan at it.
  it('gives every item its tax rate: 8 % for food without alcohol, 10 % otherwise', async () => {
    const c = await mockClient();
    const rule = (custom: ItemListResponse['items'][number]['custom']) =>
      custom?.businessType === 'food' && !(Number(custom.alcoholPer) > 0) ? 8 : 10;
    const items = (
      await Promise.all(['food', 'food-sake', 'machines'].map((category) => list(c, { category })))
    ).flatMap((r) => r.data.items);
    expect(new Set(items.map((i) => i.tax_rate))).toEqual(new Set([8, 10]));
    for (const i of items) expect([i.code, i.tax_rate]).toEqual([i.code, rule(i.custom)]);
  });
});
