import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/cart-and-checkout.md#points: a point takes ¥1 off an order. The points page says so
// beside the balance, in checkout's words, and says where points are spent, in the page language.
const api = () =>
  createFakeApi({
    'POST /member/point/balance': ok({
      point_amount: 1267,
      unconfirmed_point_amount: 0,
      details: [{ point_amount: 1267, usable_period: { end_at: '2027-07-31T14:59:59.999Z' } }],
    }),
    'POST /member/point/history': ok({ point_histories: [], hit: 0 }),
  });

describe('/mypage/points: what a point is worth', () => {
  it.each([
    ['en', 'Point balance', '1,267 pt', '1 point = ¥1 off your order. Use them at checkout.'],
    ['jp', 'ポイント残高', '1,267 pt', '1ポイントを1円として、ご購入手続きでご利用いただけます。'],
  ] as const)('says it under the balance (%s)', async (language, label, value, worth) => {
    renderApp(null, {
      url: '/mypage/points',
      session: { ...signedInSession, language },
      ...(language === 'jp' ? { locale: 'jp' as const } : {}),
      api: api(),
    });
    const card = (await screen.findByText(label)).closest('.points-balance') as HTMLElement;
    expect(within(card).getByText(value, { selector: '.points-balance__value' })).toBeVisible();
    expect(within(card).getByText(worth)).toBeVisible();
  });
});
