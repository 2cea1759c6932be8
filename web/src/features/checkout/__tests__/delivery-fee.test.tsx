import { screen, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

/** The checkout's order summary (the phone's total bar is another complementary region). */
const summaryName = /^(Order summary|ご注文内容)$/;

// The delivery fee a buyer reads is the one the order charges: none before a method is chosen,
// and a method free above its free-delivery amount says so (UI.md "Prices").
const tea = {
  line_id: '1',
  item: { id: 'i1', code: 'P1', name: '煎茶', name_en: 'Sencha', skus: { id: 's1' } },
  order_quantity: 100,
  sell_price_tax_included: 400,
  subtotal: 40000,
  tax_rate: 8,
  options: [],
};
const standard = {
  id: '1',
  code: 'STANDARD',
  name: 'Standard delivery',
  description: 'Domestic forwarder, 2-4 days',
  delivery_fee: 1200,
};
const freight = { id: '4', code: 'FREIGHT', name: 'Freight', delivery_fee: 25000 };
const order = (method: object | null) => ({
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [
    { delivery_unit_no: 1, temperature_class: 'dry', delivery_method: method, lines: [tea] },
  ],
  subtotal: 40000,
  total_price: 40000,
  taxes: [],
  completed: { ...stepsSaved({ purchaser: true, reciever: true }), delivery: method !== null },
});

const setup = (method: object | null, jp = false, methods: object[] = [standard, freight]) =>
  renderApp(null, {
    url: '/checkout',
    api: createFakeApi({
      'POST /order/get': ok({ order: order(method) }),
      'POST /order/selections/delivery': ok({ delivery_methods: methods }),
      'POST /order/selections/payment': ok({ payment_profiles: [] }),
      'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    }),
    ...(jp ? { session: { language: 'jp' as const }, locale: 'jp' as const } : {}),
  });

describe('checkout delivery fee (docs/rules/cart-and-checkout.md)', () => {
  beforeAll(async () => {
    await import('../routes/checkout-page');
  });

  it('shows no delivery fee in the summary until a method is chosen', async () => {
    setup(null);
    const summary = within(await screen.findByRole('complementary', { name: summaryName }));
    expect(summary.getByText('Delivery', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Shown once delivery is chosen',
    );
    expect(summary.queryByText('¥0')).toBeNull();
  });

  it('says the same in Japanese', async () => {
    setup(null, true);
    const summary = within(await screen.findByRole('complementary', { name: summaryName }));
    expect(summary.getByText('送料', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '配送方法の選択後に表示',
    );
  });

  it('marks the chosen method free for this order when the order is over its free amount', async () => {
    setup({ ...standard, delivery_fee: 0 });
    const chosen = (await screen.findByRole('radio', { name: /Standard delivery/ })).closest(
      'label',
    )!;
    expect(chosen).toHaveTextContent('¥1,200 Free for this order');
    expect(within(chosen).getByText('¥1,200').tagName).toBe('S');
    // The others keep their own fee, and the summary agrees with the choice.
    const other = screen.getByRole('radio', { name: /Freight/ }).closest('label')!;
    expect(other).toHaveTextContent('¥25,000');
    expect(other).not.toHaveTextContent('for this order');
    const summary = within(screen.getByRole('complementary', { name: summaryName }));
    expect(summary.getByText('Delivery', { selector: 'dt' }).nextSibling).toHaveTextContent('¥0');
  });

  // The cart said free delivery applies: the methods say it before one is chosen, from each
  // method's own threshold (docs/rules/cart-and-checkout.md#free-delivery-threshold).
  it.each([
    ['en', '¥1,200 Free for this order'],
    ['jp', '1,200円 この注文は送料無料'],
  ] as const)(
    'marks a method free for this order before it is chosen, over its free amount (%s)',
    async (language, free) => {
      setup(null, language === 'jp', [
        { ...standard, delivery_fee_free_minimum_price: 30000 },
        { ...freight, delivery_fee_free_minimum_price: 30000, force_delivery_fee: true },
      ]);
      const standardChoice = (
        await screen.findByRole('radio', { name: /Standard delivery/ })
      ).closest('label')!;
      expect(standardChoice).toHaveTextContent(free);
      const freightChoice = screen.getByRole('radio', { name: /Freight/ }).closest('label')!;
      expect(freightChoice).not.toHaveTextContent(language === 'jp' ? '送料無料' : 'Free');
    },
  );

  it('says it in Japanese', async () => {
    setup({ ...standard, delivery_fee: 0 }, true);
    const chosen = (await screen.findByRole('radio', { name: /Standard delivery/ })).closest(
      'label',
    )!;
    expect(chosen).toHaveTextContent('1,200円 この注文は送料無料');
  });
});
