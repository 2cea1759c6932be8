import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/cart-and-checkout.md#coupons: the coupon list says a percentage's maximum, and runs
// its facts together in the page language's way (「・」 in Japanese, not ' · '). The maximum sits
// on a line of its own under the value, inside the value's column.
const welcome = {
  id: '1',
  code: 'WELCOME10',
  name: '新規会員10%オフ',
  incentive_value_type: 'percent',
  incentive_value: 10,
  maximum_discount_pirce: 5000,
  usable_end_at: '2100-01-01T00:00:00+09:00',
};
const api = () =>
  createFakeApi({
    'POST /member/coupons/list': ok({ coupons: [], hit: 0 }),
    'POST /member/coupons/issueList': ok({
      issued_coupons: [
        { id: '7', secret: 's-1', issued_at: '2026-01-01T00:00:00Z', used: false, coupon: welcome },
      ],
      hit: 1,
    }),
  });

describe('a coupon with a maximum on /mypage/coupons', () => {
  it('says the maximum in Japanese, with the Japanese separator', async () => {
    renderApp(null, {
      url: '/mypage/coupons',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api: api(),
    });
    const cap = await screen.findByText('（上限5,000円）');
    expect(cap).toHaveClass('coupon-card__cap');
    expect(cap.parentElement).toHaveTextContent(/^10%オフ（上限5,000円）$/);
    expect(screen.getByText('クーポンコード WELCOME10・有効期限なし')).toBeVisible();
  });

  it('says it in English', async () => {
    renderApp(null, { url: '/mypage/coupons', session: signedInSession, api: api() });
    const cap = await screen.findByText('up to ¥5,000');
    expect(cap).toHaveClass('coupon-card__cap');
    expect(cap.parentElement).toHaveTextContent(/^10% OFF up to ¥5,000$/);
    expect(screen.getByText('Coupon code WELCOME10 · No expiry')).toBeVisible();
  });
});
