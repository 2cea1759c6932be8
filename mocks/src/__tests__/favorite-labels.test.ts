import { favoriteListResponseSchema } from '@kakehashi/contracts';
import { mockClient } from '../testing/mock-client';

// docs/rules/lists-and-requests.md#favourite-labels: a favourite keeps the labels it was added with.
describe('favourite labels', () => {
  it('stores each favourite’s labels and option and lists them', async () => {
    const c = await mockClient();
    await c.signIn();
    await c.call('member/favorite/addDelete', { skuId: '10000101', labels: ['Samples', '展示会'] });
    await c.call('member/favorite/addDelete', { skuId: '10000201' });
    const list = favoriteListResponseSchema.parse((await c.call('member/favorite/list')).data);
    expect(list.favorites.map((f) => [f.skuId, f.labels])).toEqual([
      ['10000201', []],
      ['10000101', ['Samples', '展示会']],
    ]);
  });

  it('refuses a label longer than the upstream keeps', async () => {
    const c = await mockClient();
    await c.signIn();
    const res = await c.call('member/favorite/addDelete', {
      skuId: '10000101',
      labels: ['x'.repeat(51)],
    });
    expect(res.status).not.toBe('E000-000');
    expect((await c.call('member/favorite/list')).data.hit).toBe(0);
  });
});
