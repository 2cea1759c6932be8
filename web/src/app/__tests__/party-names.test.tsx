import { screen, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/accounts.md#names: an order's purchaser and receiver and a saved address keep one
// free-text name. The buyer's own name (the one the profile stores, "First Last") reads as the
// header reads it: 「山田 太郎」 on a Japanese page for '太郎 山田', where the checkout showed it
// as stored; a name in Latin letters stays given name first ('Alex Morgan', never 'Morgan Alex');
// a name typed otherwise (a colleague receiving the goods) is shown as typed in both languages.
const colleague = '佐藤 花子';
const cases = [
  ['en', 'Alex Morgan', 'Alex Morgan'],
  ['jp', 'Alex Morgan', 'Alex Morgan'],
  ['jp', '太郎 山田', '山田 太郎'],
] as const;
const sessionIn = (language: 'en' | 'jp', name: string) => ({
  ...signedInSession,
  user: { ...signedInSession.user!, name },
  language,
});

describe('names from an order or an address', () => {
  beforeAll(async () => {
    await import('@/features/checkout/routes/checkout-page');
    await import('@/features/member/routes/order-detail-page');
    await import('@/features/member/routes/addresses-page');
  });

  it.each(cases)(
    'checkout’s party steps show the buyer’s own name the page way (%s, %s)',
    async (language, stored, shown) => {
      const order = {
        purchaser: { ...checkoutParty, name: stored },
        reciever: { ...checkoutParty, name: colleague },
        delivery_units: [],
        subtotal: 0,
        total_price: 0,
        taxes: [],
        completed: stepsSaved({ purchaser: true, reciever: true }),
      };
      renderApp(null, {
        url: '/checkout',
        session: sessionIn(language, stored),
        locale: language,
        api: createFakeApi({
          'POST /order/get': ok({ order }),
          'POST /order/selections/delivery': ok({ delivery_methods: [] }),
          'POST /order/selections/payment': ok({ payment_profiles: [] }),
          'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
        }),
      });
      const names = (
        await screen.findAllByText(/./, { selector: '.party-summary strong' }, { timeout: 5000 })
      ).map((name) => name.textContent);
      expect(names).toEqual([shown, colleague]);
    },
  );

  it.each(cases)('an order’s receiver reads the same (%s, %s)', async (language, stored, shown) => {
    const placed = {
      order_number: 'KK00000011',
      payment_status: 'unpaid',
      ordered_at: '2026-11-26T03:00:00.000Z',
      reciever: { ...checkoutParty, name: stored, company: 'Pacific Fine Foods Inc.' },
      delivery_units: [],
      total_price: 1000,
    };
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000011',
      session: sessionIn(language, stored),
      api: createFakeApi({
        'POST /member/orderHistory/get': ok({ order: placed }),
        'POST /order/getChangePayment': ok({ order: placed, payment_profiles: [] }),
      }),
    });
    const block = (
      await screen.findByText('Pacific Fine Foods Inc.', {}, { timeout: 5000 })
    ).closest('address')!;
    expect(
      within(block as HTMLElement).getByText(shown, { selector: 'strong' }),
    ).toBeInTheDocument();
  });

  it.each(cases)(
    'the address book names its entries the same way (%s, %s)',
    async (language, stored, shown) => {
      const saved = (adressId: string, name: string) => ({
        adressId,
        address: {
          name,
          zip: '1000005',
          state: '東京都',
          city: '千代田区',
          street: '丸の内1-1-1',
          tel: '0312345678',
        },
      });
      renderApp(null, {
        url: '/mypage/addresses',
        session: sessionIn(language, stored),
        api: createFakeApi({
          'POST /member/address/get': () =>
            ok({ addresses: [saved('A1', stored), saved('A2', colleague)] }),
        }),
      });
      const names = await screen.findAllByText(
        /./,
        { selector: '.saved-item__body strong' },
        { timeout: 5000 },
      );
      expect(names.map((name) => name.textContent)).toEqual([shown, colleague]);
      const edit = language === 'jp' ? '編集' : 'Edit';
      expect(
        screen
          .getAllByRole('button', { name: new RegExp(`^${edit}`) })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([expect.stringContaining(shown), expect.stringContaining(colleague)]);
    },
  );
});
