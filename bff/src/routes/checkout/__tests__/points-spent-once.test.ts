import { mockAndBffForFile, signIn, type Browser } from '../../../__tests__/support/stack';
import { cartWith, plainItems, readyOrder } from './support/shop';

/**
 * docs/security.md#points-are-spent-once over HTTP against the real mock: one member, two
 * browsers, two orders each using the whole point balance. The second commit is refused and the
 * buyer reads why in their language.
 */
const stack = mockAndBffForFile();

/** A signed-in browser whose order (bank transfer) uses `points`, in `language`. */
const orderWithPoints = async (language: 'en' | 'jp', points?: number) => {
  const browser = stack.bff.browser();
  await signIn(browser);
  await browser.put('/api/language', { language });
  const balance = (await browser.post('/api/member/point/balance')).body.data.point_amount;
  const [item] = await plainItems(browser);
  await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id, quantity: 5 }]));
  const set = await browser.post('/api/order/setPoint', { use_point_amount: points ?? balance });
  expect(set.body.status).toBe('E000-000');
  return { browser, balance: balance as number };
};
const commit = (browser: Browser) => browser.post('/api/order/commit');

describe('points are spent once', () => {
  it('refuses every other order on the same points, saying why in the buyer language', async () => {
    const first = await orderWithPoints('en');
    expect(first.balance).toBeGreaterThan(0);
    const english = await orderWithPoints('en', first.balance);
    const japanese = await orderWithPoints('jp', first.balance);
    expect((await commit(first.browser)).body.status).toBe('E000-000');
    for (const [other, why] of [
      [english, /another order used them/],
      [japanese, /ほかのご注文でポイントが使われました/],
    ] as const) {
      const refused = await commit(other.browser);
      expect(refused.body.status).toBe('E060-002');
      expect(refused.body.message).toMatch(why);
    }
    const left = await first.browser.post('/api/member/point/balance');
    expect(left.body.data.point_amount).toBeGreaterThanOrEqual(0);
  });
});
