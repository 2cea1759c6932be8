import { mockAndBffForFile, signedInBrowser, type Browser } from '../../../__tests__/support/stack';

const stack = mockAndBffForFile();
beforeEach(() => stack.mock.reset());

const upstreamFollows = async (browser: Browser) =>
  (await browser.post('/api/account/member/get')).body.data.user.custom.favorite_companies;

describe('follow one supplier through the BFF', () => {
  it('adds and removes one supplier in favorite_companies, newest first', async () => {
    const browser = await signedInBrowser(stack.bff);
    const first = await browser.post('/api/member/follows/addDelete', {
      supplierId: '5001',
      follow: true,
    });
    expect(first.body).toMatchObject({
      status: 'E000-000',
      data: { followed: true, supplierIds: ['5001'] },
    });
    await browser.post('/api/member/follows/addDelete', { supplierId: '5002', follow: true });
    expect(await upstreamFollows(browser)).toEqual(['5002', '5001']);

    const removed = await browser.post('/api/member/follows/addDelete', {
      supplierId: '5002',
      follow: false,
    });
    expect(removed.body.data).toEqual({ followed: false, supplierIds: ['5001'] });
  });

  it('keeps both of two follows sent at the same moment from two tabs', async () => {
    const browser = await signedInBrowser(stack.bff);
    // Slow reads: without the lock both requests would read the empty list before either writes,
    // and the second write would drop the first follow.
    await stack.mock.faults({ endpoint: 'member/information/get', latencyMs: 150 });
    const [a, b] = await Promise.all([
      browser.post('/api/member/follows/addDelete', { supplierId: '5003', follow: true }),
      browser.post('/api/member/follows/addDelete', { supplierId: '5004', follow: true }),
    ]);
    expect([a.body.status, b.body.status]).toEqual(['E000-000', 'E000-000']);
    await stack.mock.faults({ clear: true });
    expect([...(await upstreamFollows(browser))].sort()).toEqual(['5003', '5004']);
  });

  it('lists the followed suppliers with their details in follow order', async () => {
    const browser = await signedInBrowser(stack.bff);
    await browser.post('/api/member/follows/addDelete', { supplierId: '5010', follow: true });
    await browser.post('/api/member/follows/addDelete', { supplierId: '5011', follow: true });
    const list = await browser.post('/api/member/follows/list', {});
    expect(list.body.data.hit).toBe(2);
    expect(list.body.data.suppliers.map((s: { id: string }) => s.id)).toEqual(['5011', '5010']);
    expect(list.body.data.suppliers[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), name_en: expect.any(String) }),
    );
  });

  it('answers E028-901 without an upstream call when signed out', async () => {
    const before = stack.mock.count('/member/information/get');
    const res = await stack.bff
      .browser()
      .post('/api/member/follows/addDelete', { supplierId: '5001', follow: true });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('E028-901');
    expect(stack.mock.count('/member/information/get')).toBe(before);
  });

  it('passes an unknown supplier on as the upstream field error', async () => {
    const browser = await signedInBrowser(stack.bff);
    const res = await browser.post('/api/member/follows/addDelete', {
      supplierId: 'nope',
      follow: true,
    });
    expect(res.body.status).not.toBe('E000-000');
    expect(res.body.errors?.[0]?.name).toBe('user.custom.favorite_companies');
  });
});
