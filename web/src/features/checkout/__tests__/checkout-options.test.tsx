import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutOrder } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// The order's site options (docs/rules/cart-and-checkout.md#post-delivery): any option chosen rules
// out letter post, so leaving the choice unmade must not look like one of the upstream's choices.
const invoiceGroup = (jp: boolean) => ({
  id: 'site',
  name: jp ? 'ご注文オプション' : 'Order options',
  options: [
    {
      id: 'invoice',
      name: jp ? 'インボイス（商業送り状）' : 'Commercial invoice',
      type: 'select',
      selects: [
        { id: 'no', name: jp ? '不要' : 'Not needed', price_tax_included: 0 },
        { id: 'yes', name: jp ? '必要' : 'Needed', price_tax_included: 0 },
      ],
    },
  ],
});
const orderWith = (jp: boolean) =>
  checkoutOrder({
    subtotal: 5000,
    total_price: 5000,
    option_group: invoiceGroup(jp),
    site_options: [],
  });

const setup = (jp: boolean, chosen: object[] = []) => {
  const order = { ...orderWith(jp), site_options: chosen };
  const api = createFakeApi({
    'POST /order/get': ok({ order }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /order/setSiteOptionGroup': ok({ order }),
  });
  renderApp(null, {
    url: '/checkout',
    api,
    ...(jp ? { session: { language: 'jp' as const }, locale: 'jp' as const } : {}),
  });
  return api;
};

describe('the checkout’s order options', () => {
  beforeAll(async () => {
    await import('../routes/checkout-page');
  });
  afterEach(() => sessionStorage.clear());

  it.each([
    [false, 'Order options', 'Commercial invoice', ['Please select', 'Not needed', 'Needed']],
    [true, 'ご注文オプション', 'インボイス（商業送り状）', ['選択してください', '不要', '必要']],
  ] as const)(
    'offers the upstream’s choices after a placeholder, not a "None" beside "Not needed" (jp: %s)',
    async (jp, title, label, choices) => {
      setup(jp);
      const select = await screen.findByRole('combobox', { name: label }, { timeout: 10000 });
      const shown = within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(shown).toEqual(choices);
      // The step's heading names the group; the group's name is not repeated as its legend.
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getAllByText(title)).toHaveLength(1);
      expect(within(section).getByRole('group', { name: title })).toContainElement(select);
    },
  );

  it('sends no option when the placeholder stays, and the declining choice when it is chosen', async () => {
    const user = userEvent.setup();
    const api = setup(false);
    const select = await screen.findByRole(
      'combobox',
      { name: 'Commercial invoice' },
      { timeout: 10000 },
    );
    const save = screen.getByRole('button', { name: 'Save options' });
    await user.click(save);
    await user.selectOptions(select, 'Not needed');
    await user.click(save);
    const sent = api.callsTo('POST /order/setSiteOptionGroup').map((call) => call.body);
    expect(sent).toEqual([
      { site_options: [] },
      { site_options: [{ item_option_id: 'invoice', selects: [{ id: 'no' }] }] },
    ]);
  });

  // The note says what the invoice is for and what a saved choice costs, in an export buyer's
  // words: the order may go without one, and any saved choice, a declining one too, takes letter
  // post away.
  it.each([
    [
      false,
      'An invoice for customs when you export the goods. You can order without choosing; saving either choice rules out letter post for this order.',
    ],
    [
      true,
      '輸出の際の通関に使うインボイスです。選ばずにご注文いただけます。どちらかを選んで保存すると、このご注文はポスト投函ではお届けできなくなります。',
    ],
  ])(
    'says what the invoice is for and that any saved choice rules out letter post (jp: %s)',
    async (jp, note) => {
      setup(jp);
      expect(await screen.findByText(note, {}, { timeout: 10000 })).toBeInTheDocument();
    },
  );

  // Declining a coupon only settles the step; "Order without a coupon" read as placing the order.
  it.each([
    [false, 'Continue without a coupon'],
    [true, 'クーポンを使わずに進む'],
  ])('names the way past the coupon step as going on, not ordering (jp: %s)', async (jp, name) => {
    setup(jp);
    const coupon = await screen.findByRole(
      'region',
      { name: jp ? 'クーポン' : 'Coupon' },
      { timeout: 10000 },
    );
    expect(within(coupon).getByRole('button', { name })).toBeInTheDocument();
  });

  // The choice made is in the order summary beside "Place order", not only in the step's select.
  it.each([
    [false, 'Order summary', 'Commercial invoice: Needed'],
    [true, '注文内容', 'インボイス（商業送り状）：必要'],
  ] as const)('names the chosen option in the order summary (jp: %s)', async (jp, title, text) => {
    setup(jp, [{ item_option_id: 'invoice', selects: [{ id: 'yes' }] }]);
    const summary = await screen.findByRole(
      'complementary',
      { name: new RegExp(title) },
      { timeout: 10000 },
    );
    expect(within(summary).getByText(text)).toBeInTheDocument();
  });
});
