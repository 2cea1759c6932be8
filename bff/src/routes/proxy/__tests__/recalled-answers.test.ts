import request from 'supertest';
import { apiRoutes, type ApiName } from '@kakehashi/contracts';
import { mockAndBffForFile, signedInBrowser } from '../../../__tests__/support/stack';

// docs/architecture.md#recalled-answers: a read whose upstream answer comes back byte for byte as
// before is answered from its first parse and check; the upstream is still asked every time.
const metricsToken = 'metrics-token-for-tests';
const stack = mockAndBffForFile({ env: { METRICS_TOKEN: metricsToken } });
beforeEach(() => stack.mock.reset());
afterEach(() => jest.restoreAllMocks());

/** Counts the contract checks of a route's answers (the proxy checks with `safeParse`). */
const checksOf = (name: ApiName) => jest.spyOn(apiRoutes[name].data, 'safeParse');

describe('a repeated read through the BFF against the mock', () => {
  it('is asked of the upstream every time, and checked and written out once', async () => {
    const browser = await signedInBrowser(stack.bff);
    const checks = checksOf('items/list');
    const first = await browser.post('/api/items/list', { offset: 0, limit: 20 });
    const again = await browser.post('/api/items/list', { offset: 0, limit: 20 });
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(stack.mock.count('/items/list')).toBe(2);
    expect(checks).toHaveBeenCalledTimes(1);
    // Still the contract's shape: the mock's own fields (featured_rank) never reach the browser.
    const items = again.body.data.items as Record<string, unknown>[];
    expect(items).toHaveLength(20);
    for (const item of items) expect(item).not.toHaveProperty('featured_rank');
    // Operators see how often it helps.
    const metrics = (
      await request(stack.bff.url).get('/metrics').set('Authorization', `Bearer ${metricsToken}`)
    ).text;
    expect(metrics).toMatch(/bff_upstream_answer_recalls_total\{result="hit"\} [1-9]/);
    expect(metrics).toMatch(/bff_upstream_answer_recalls_total\{result="miss"\} [1-9]/);
  });

  it('answers what the upstream says now: a changed list is checked again', async () => {
    const buyer = await signedInBrowser(stack.bff);
    const checks = checksOf('member/favorite/list');
    const favourites = async () =>
      (await buyer.post('/api/member/favorite/list', { limit: 200 })).body.data.favorites as {
        skuId: string;
      }[];
    expect(await favourites()).toEqual([]);
    await buyer.post('/api/member/favorite/addDelete', { skuId: '10000101' });
    expect((await favourites()).map((f) => f.skuId)).toEqual(['10000101']);
    expect(checks).toHaveBeenCalledTimes(2);
    // Taken off again: the upstream answers the first list's bytes, which were checked already.
    await buyer.post('/api/member/favorite/addDelete', { skuId: '10000101' });
    expect(await favourites()).toEqual([]);
    expect(checks).toHaveBeenCalledTimes(2);
    expect(stack.mock.count('/member/favorite/list')).toBe(3);
  });

  it('checks a write’s answer every time', async () => {
    const buyer = await signedInBrowser(stack.bff);
    const checks = checksOf('member/favorite/addDelete');
    for (let i = 0; i < 4; i += 1) {
      const res = await buyer.post('/api/member/favorite/addDelete', { skuId: '10000201' });
      expect(res.body.status).toBe('E000-000');
    }
    expect(checks).toHaveBeenCalledTimes(4);
  });
});

describe('with UPSTREAM_ANSWER_RECALL_BYTES=0', () => {
  const off = mockAndBffForFile({ env: { UPSTREAM_ANSWER_RECALL_BYTES: '0' } });
  beforeEach(() => off.mock.reset());

  it('checks every answer anew', async () => {
    const browser = await signedInBrowser(off.bff);
    const checks = checksOf('items/list');
    const first = await browser.post('/api/items/list', { offset: 0, limit: 20 });
    const again = await browser.post('/api/items/list', { offset: 0, limit: 20 });
    expect(again.text).toBe(first.text);
    expect(checks).toHaveBeenCalledTimes(2);
  });
});
