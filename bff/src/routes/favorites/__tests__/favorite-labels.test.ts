import { mockAndBffForFile, signedInBrowser, type Browser } from '../../../__tests__/support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

const filed = async (browser: Browser) =>
  (
    (await browser.post('/api/member/favorite/list', { limit: 200 })).body.data.favorites as {
      skuId: string;
      labels: string[];
    }[]
  ).map((f) => [f.skuId, f.labels]);

const favourite = (browser: Browser, skuId: string) =>
  browser.post('/api/member/favorite/addDelete', { skuId });

// docs/rules/lists-and-requests.md#favourite-labels
describe('filing a favourite under labels through the BFF', () => {
  it('stores the labels on the favourite, once each, and keeps the others as they were', async () => {
    const browser = await signedInBrowser(stack.bff);
    await favourite(browser, '10000101');
    await favourite(browser, '10000201');
    const res = await browser.post('/api/member/favorite/labels', {
      skuId: '10000101',
      labels: [' Samples ', '展示会 2027', 'Samples'],
    });
    expect(res.body).toEqual({
      status: 'E000-000',
      data: { skuId: '10000101', labels: ['Samples', '展示会 2027'] },
    });
    expect(await filed(browser)).toEqual([
      ['10000101', ['Samples', '展示会 2027']],
      ['10000201', []],
    ]);
    await browser.post('/api/member/favorite/labels', { skuId: '10000101', labels: [] });
    expect(await filed(browser)).toContainEqual(['10000101', []]);
  });

  it('refuses a product that is not a favourite, and adds nothing', async () => {
    const browser = await signedInBrowser(stack.bff);
    const res = await browser.post('/api/member/favorite/labels', {
      skuId: '10000101',
      labels: ['Samples'],
    });
    expect(res.status).toBe(404);
    expect(res.body.errors).toEqual([{ name: 'skuId', value: '10000101' }]);
    expect(await filed(browser)).toEqual([]);
  });

  it('refuses a label on two lines or too long with a field error, before the upstream', async () => {
    const browser = await signedInBrowser(stack.bff);
    const before = stack.mock.count('/member/favorite/list');
    for (const label of ['a\nb', 'x'.repeat(31), '   ']) {
      const res = await browser.post('/api/member/favorite/labels', {
        skuId: '10000101',
        labels: [label],
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.name).toBe('labels.0');
    }
    expect(stack.mock.count('/member/favorite/list')).toBe(before);
  });

  it('puts the favourite back with its old labels when adding it again fails', async () => {
    const browser = await signedInBrowser(stack.bff);
    await favourite(browser, '10000101');
    await browser.post('/api/member/favorite/labels', { skuId: '10000101', labels: ['Old'] });
    // The mock's error rate draws a fixed sequence after a reset (0.09, 0.34, 0.06, 0.89): the
    // list call takes the first draw, the removal passes (0.34 ≥ 0.2), the re-add fails
    // (0.06 < 0.2) and the restoring call passes (0.89).
    const calls = stack.mock.count('/member/favorite/addDelete');
    await stack.mock.faults([
      { endpoint: 'member/favorite/list', errorRate: 0, times: 1 },
      { endpoint: 'member/favorite/addDelete', errorRate: 0.2, status: 500, times: 3 },
    ]);
    const res = await browser.post('/api/member/favorite/labels', {
      skuId: '10000101',
      labels: ['New'],
    });
    await stack.mock.faults({ clear: true });
    expect(res.status).toBe(502);
    expect(stack.mock.count('/member/favorite/addDelete')).toBe(calls + 3);
    expect(await filed(browser)).toEqual([['10000101', ['Old']]]);
  });

  it('answers E028-901 without an upstream call when signed out', async () => {
    const before = stack.mock.count('/member/favorite/list');
    const res = await stack.bff
      .browser()
      .post('/api/member/favorite/labels', { skuId: '10000101', labels: ['A'] });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E028-901');
    expect(stack.mock.count('/member/favorite/list')).toBe(before);
  });
});
