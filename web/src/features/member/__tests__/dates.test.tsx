import { screen } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/site-and-pages.md#dates: the member screens write dates in the page language with
// their zone (never the browser's locale, "11/20/2026, 12:00:00 PM"), the buyer's own clock
// beside the time of an order, and "no expiry" instead of the year 2100.
const order = {
  order_number: 'KK00000001',
  payment_status: 'captured',
  total_price: 1234567,
  ordered_at: '2026-11-20T03:00:00.000Z', // 12:00 in Tokyo
  payment_profile: { id: '2', code: 'BANK', name: '銀行振込' },
  delivery_units: [],
};
const coupon = (id: string, code: string, usable_end_at: string) => ({
  id,
  code,
  name: code,
  incentive_value_type: 'percent',
  incentive_value: 10,
  usable_end_at,
});

const api = () =>
  createFakeApi({
    'POST /member/orderHistory/list': ok({ orders: [order], hit: 1 }),
    'POST /member/coupons/list': ok({
      coupons: [
        coupon('1', 'ENDLESS', '2100-01-01T00:00:00+09:00'),
        coupon('2', 'YEAREND', '2026-12-31T23:59:59+09:00'),
      ],
      hit: 2,
    }),
    'POST /member/coupons/issueList': ok({ issued_coupons: [], hit: 0 }),
  });

describe('dates on member screens', () => {
  beforeEach(() => {
    // The buyer's browser runs in Paris: the order's time on their clock follows Japan time.
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'Europe/Paris' };
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes an order time in English with JST and the buyer’s own time', async () => {
    renderApp(null, { url: '/mypage/orders', session: signedInSession, api: api() });
    const time = await screen.findByText(/20 Nov 2026, 12:00 JST/);
    expect(time.closest('time')).toHaveAttribute('datetime', '2026-11-20T03:00:00.000Z');
    expect(time.closest('time')).toHaveTextContent(
      '20 Nov 2026, 12:00 JST (your time: 20 Nov 2026, 04:00 CET)',
    );
    expect(screen.getAllByText('¥1,234,567').length).toBeGreaterThan(0);
  });

  it('writes it in Japanese with JST and 現地時間', async () => {
    renderApp(null, {
      url: '/mypage/orders',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api: api(),
    });
    const time = await screen.findByText(/2026\/11\/20 12:00 JST/);
    // Full-width parentheses, no space before them (docs/rules/site-and-pages.md#dates).
    expect(time.closest('time')).toHaveTextContent(
      // The zone as the meeting form names it in Japanese, not Intl's 'GMT+1'.
      '2026/11/20 12:00 JST（現地時間 2026/11/20 04:00 中央ヨーロッパ時間）',
    );
  });

  it('says "no expiry" for a coupon that ends in 2100, and the day of one that ends', async () => {
    renderApp(null, { url: '/mypage/coupons', session: signedInSession, api: api() });
    expect(await screen.findByText(/Coupon code ENDLESS · No expiry/)).toBeVisible();
    expect(screen.getByText(/Coupon code YEAREND · Valid until 31 Dec 2026/)).toBeVisible();
  });
});
