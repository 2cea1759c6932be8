import { upstreamHeaders } from '@kakehashi/contracts';
import { mockClient } from '../testing/mock-client';

describe('member extras', () => {
  it('answers E028-901 for each member-only extra when signed out', async () => {
    const c = await mockClient();
    for (const name of [
      'member/point/balance',
      'member/userRank/get',
      'member/address/get',
      'member/coupons/issueList',
    ] as const) {
      expect((await c.call(name)).status).toBe('E028-901');
    }
  });

  it('shows the point balance and its history', async () => {
    const c = await mockClient();
    await c.signIn();
    expect((await c.call('member/point/balance')).data.point_amount).toBe(1200);
    expect((await c.call('member/point/history', { limit: 2 })).data.point_histories).toHaveLength(
      2,
    );
    // The paging window is clamped to 1..100, not refused (docs/rules/cart-and-checkout.md#points).
    const wide = await c.call('member/point/history', { limit: 101 });
    expect(wide.status).toBe('E000-000');
    expect(wide.data.point_histories.length).toBeLessThanOrEqual(100);
    const none = await c.call('member/point/history', { limit: 0 });
    expect(none.data.point_histories).toHaveLength(1);
  });

  it("names the buyer's rank in the language the caller asks for", async () => {
    const c = await mockClient();
    await c.signIn();
    const tokens = c.tokens;
    if (!tokens) throw new Error('not signed in');
    const rankIn = async (language?: string) => {
      const res = await c.raw(
        'member/userRank/get',
        {},
        {
          [upstreamHeaders.clientId]: c.clientId,
          [upstreamHeaders.accessToken]: tokens.access_token,
          [upstreamHeaders.userId]: tokens.user.id,
          [upstreamHeaders.refreshToken]: tokens.refresh_token,
          ...(language ? { 'Accept-Language': language } : {}),
        },
      );
      return (res.body as { data: { user_rank: { code: string; name: string } } }).data.user_rank;
    };
    const english = await rankIn('en');
    expect(english.name).toMatch(/^[A-Za-z ]+$/);
    const japanese = await rankIn('ja');
    expect(japanese).toMatchObject({ code: english.code });
    expect(japanese.name).toMatch(/^[\u30A0-\u30FF\u4E00-\u9FFF]+$/);
    // No language asked: English, the site's fallback.
    expect((await rankIn()).name).toBe(english.name);
    // The header is weighed as a whole, the same way the provider pages read it.
    expect((await rankIn('fr,ja')).name).toBe(japanese.name);
    expect((await rankIn('ja-JP,ja;q=0.9')).name).toBe(japanese.name);
    expect((await rankIn('en-US,ja;q=0.5')).name).toBe(english.name);
  });

  it('issues coupons until the per-member maximum and refuses exhausted or unknown ones', async () => {
    const c = await mockClient();
    await c.signIn();
    expect((await c.call('member/coupons/issue', { coupon_secret: 'WELCOME10' })).status).toBe(
      'E000-000',
    );
    expect((await c.call('member/coupons/issue', { coupon_secret: 'WELCOME10' })).status).toBe(
      'E050-003',
    );
    expect((await c.call('member/coupons/issue', { coupon_secret: 'SOLDOUT20' })).status).toBe(
      'E050-002',
    );
    // Each refusal says why: expired, and a code nobody issued (docs/rules/cart-and-checkout.md#coupons).
    expect((await c.call('member/coupons/issue', { coupon_secret: 'EXPIRED5' })).status).toBe(
      'E050-005',
    );
    expect((await c.call('member/coupons/issue', { coupon_secret: 'NO-SUCH' })).status).toBe(
      'E050-007',
    );
    expect((await c.call('member/coupons/issueList')).data.hit).toBe(1);
  });

  it('lists only coupons usable without login to a guest', async () => {
    const c = await mockClient();
    const list = (await c.call('member/coupons/list')).data.coupons;
    expect(list.every((x: { usable_without_login: boolean }) => x.usable_without_login)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
  });

  it('saves, lists and deletes addresses and cards', async () => {
    const c = await mockClient();
    await c.signIn();
    const address = {
      name: 'Alex',
      zip: '1000001',
      state: '東京都',
      city: '千代田区',
      street: '1-1',
      tel: '0312345678',
    };
    // The demo buyer starts with one saved address (the Tokyo receiving agent).
    const before = (await c.call('member/address/get')).data.addresses as { adressId: string }[];
    expect(before).toHaveLength(1);
    const put = await c.call('member/address/put', { address });
    const after = (await c.call('member/address/get')).data.addresses as { adressId: string }[];
    expect(after.map((a) => a.adressId)).toEqual([
      ...before.map((a) => a.adressId),
      put.data.adressId,
    ]);
    expect((await c.call('member/address/delete', { adressId: put.data.adressId })).status).toBe(
      'E000-000',
    );
    // The demo buyer starts with one saved card (Visa ending in 4444); a card saved comes after it.
    const cardsNow = async () =>
      (
        (await c.call('member/creditcard/get')).data.cards as {
          payment_config: { last4: string };
        }[]
      ).map((k) => k.payment_config.last4);
    expect(await cardsNow()).toEqual(['4444']);
    const card = await c.call('member/creditcard/put', {
      payment_config: { token: 'tok', last4: '4242', brand: 'Visa', expiry: '12/30' },
    });
    expect(await cardsNow()).toEqual(['4444', '4242']);
    expect(
      (await c.call('member/creditcard/delete', { card_id: card.data.card.card_id })).status,
    ).toBe('E000-000');
    expect(await cardsNow()).toEqual(['4444']);
    expect(
      (await c.call('member/address/put', { address: { ...address, zip: '123' } })).data.errors[0]
        .name,
    ).toBe('address.zip');
  });
});
