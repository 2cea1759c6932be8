import { supplierSearchResponseSchema } from '@kakehashi/contracts';
import { mockClient } from '../testing/mock-client';

describe('suppliers', () => {
  it('searches by prefecture, region, business type and keyword', async () => {
    const c = await mockClient();
    const niigata = supplierSearchResponseSchema.parse(
      (await c.call('suppliers/search', { prefecture: 15, limit: 100 })).data,
    );
    expect(niigata.hit).toBeGreaterThan(0);
    expect(niigata.suppliers.every((s) => s.prefecture_code === 15)).toBe(true);
    const kyushu = (
      await c.call('suppliers/search', { region: 'kyushu', businessType: 'food', limit: 100 })
    ).data;
    expect(
      kyushu.suppliers.every(
        (s: { region_code: string; business_type: string }) =>
          s.region_code === 'kyushu' && s.business_type === 'food',
      ),
    ).toBe(true);
    const name = niigata.suppliers[0]!.name_en.split(' ')[0]!;
    expect((await c.call('suppliers/search', { keyword: name })).data.hit).toBeGreaterThan(0);
    expect((await c.call('suppliers/search', { keyword: '新潟' })).data.hit).toBe(niigata.hit);
  });

  it('shows the registered product count, which matches an items/list by supplier', async () => {
    const c = await mockClient();
    const detail = await c.call('suppliers/detail', { id: '5001' });
    const items = await c.call('items/list', { supplierId: '5001', limit: 1 });
    expect(detail.data.supplier.product_count).toBe(items.data.hit);
  });

  it('keeps follows in the member custom field favorite_companies', async () => {
    const c = await mockClient();
    await c.signIn();
    const upd = await c.call('member/information/update', {
      user: { custom: { favorite_companies: ['5001', '5002'] } },
    });
    expect(upd.data.user.custom.favorite_companies).toEqual(['5001', '5002']);
    expect((await c.call('suppliers/detail', { id: '5002' })).data.supplier.followed).toBe(true);
    const bad = await c.call('member/information/update', {
      user: { custom: { favorite_companies: '5001,9999' } },
    });
    expect(bad.status).toBe('E000-010');
  });

  it('toggles favourite products with addDelete and lists them', async () => {
    const c = await mockClient();
    expect((await c.call('member/favorite/addDelete', { skuId: '10000101' })).status).toBe(
      'E028-901',
    );
    await c.signIn();
    expect((await c.call('member/favorite/addDelete', { skuId: '10000101' })).data.added).toBe(
      true,
    );
    const listed = await c.call('member/favorite/list');
    expect(listed.data.favorites[0].item.id).toBe('100001');
    expect((await c.call('member/favorite/addDelete', { skuId: '10000101' })).data.added).toBe(
      false,
    );
    expect((await c.call('member/favorite/list')).data.hit).toBe(0);
  });
});
