import { screen, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// What a buyer needs to trust the checkout: which goods go in which shipment, the total's tax
// basis as the cart says it, and after "Place order" how to pay (docs/rules/cart-and-checkout.md).
const flags = stepsSaved({ purchaser: true, reciever: true });
const line = (id: string, name: string, name_en: string, order_quantity: number) => ({
  line_id: id,
  item: {
    id: `i${id}`,
    code: `P${id}`,
    name,
    name_en,
    image_url: `/images/p${id}.jpg`,
    skus: { id: `s${id}` },
  },
  order_quantity,
  sell_price_tax_included: 1000,
  subtotal: 1000 * order_quantity,
  tax_rate: 8,
  options: [],
});
const tea = line('1', '煎茶', 'Sencha', 3);
const wagyu = line('2', '和牛', 'Wagyu', 2);
const split = {
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [
    { delivery_unit_no: 1, temperature_class: 'dry', delivery_method: null, lines: [tea] },
    { delivery_unit_no: 2, temperature_class: 'cool', delivery_method: null, lines: [wagyu] },
  ],
  subtotal: 5000,
  total_price: 5000,
  taxes: [],
  completed: flags,
};
const account = {
  bank_name: 'Demo Bank (fictitious)',
  branch_name: 'Kakehashi Branch (branch no. 123)',
  account_type: 'Ordinary',
  account_number: '1234567',
  account_holder: 'KAKEHASHI DEMO K.K.',
  transfer_days: 7,
};
const payment = {
  BANK: {
    id: '2',
    code: 'BANK',
    name: 'Bank transfer',
    description: 'Please transfer within 7 days of your order.',
    option: account,
  },
  COD: {
    id: '3',
    code: 'COD',
    name: 'Cash on delivery',
    payment_fee: 330,
    description: 'Domestic only',
  },
};
const ready = (profile: (typeof payment)[keyof typeof payment], total: number) => ({
  ...split,
  delivery_units: split.delivery_units.map((u) => ({
    ...u,
    delivery_method: { id: '1', code: 'STANDARD', name: 'Standard delivery', delivery_fee: 0 },
  })),
  payment_profile: profile,
  total_price: total,
  completed: { ...flags, delivery: true, payment: true },
});

const setup = (order: object, { jp = false, extra = {} } = {}) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    ...extra,
  });
  return renderApp(null, {
    url: '/checkout',
    api,
    ...(jp ? { session: { language: 'jp' as const }, locale: 'jp' as const } : {}),
  });
};
/** The placed order as a guest's lookup answers it (the completion page reads it back). */
const placedOrder = (orderNumber: string, profile: object, total: number, ordered = true) => ({
  order_number: orderNumber,
  payment_status: 'unpaid',
  total_price: total,
  ...(ordered ? { ordered_at: '2026-11-20T03:00:00.000Z' } : {}),
  payment_profile: profile,
});
/** A guest's order placed: its number and password, and the order as the upstream keeps it. */
const finished = (orderNumber: string, order: object) => ({
  'GET /checkout/result': ok({ orderNumber, guestOrderPassword: 'pw-1', failure: null }),
  'POST /guestOrder/get': ok({ order }),
});
const placed = (orderNumber: string, profile: object, total: number) => ({
  'POST /order/commit': ok({ order_number: orderNumber }),
  ...finished(orderNumber, placedOrder(orderNumber, profile, total)),
});
/** The completion page of an order already placed, opened as it is (a reload, a new tab). */
const openComplete = (answers: Parameters<typeof createFakeApi>[0], session = {}) =>
  renderApp(null, { url: '/checkout/complete', session, api: createFakeApi(answers) });

describe('checkout clarity (docs/rules/cart-and-checkout.md)', () => {
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/complete-page');
  });

  it('lists under each shipment the goods it carries, with quantity and thumbnail', async () => {
    setup(split);
    const dry = await screen.findByRole('list', { name: 'Items in Shipment 1' });
    expect(within(dry).getAllByRole('listitem')).toHaveLength(1);
    expect(within(dry).getByText('Sencha')).toBeInTheDocument();
    expect(within(dry).getByText('× 3')).toBeInTheDocument();
    expect(dry.querySelector('img')).toHaveAttribute('src', '/images/p1.jpg');
    const cool = screen.getByRole('list', { name: 'Items in Shipment 2 · chilled or frozen' });
    expect(within(cool).getByText('Wagyu')).toBeInTheDocument();
    expect(within(cool).getByText('× 2')).toBeInTheDocument();
    expect(within(cool).queryByText('Sencha')).toBeNull();
  });

  // A line without a picture says so, as the cart and the cards do, instead of an empty box: at
  // 48 px a crossed-out picture, the words for screen readers.
  it.each([
    [false, 'No image', 'Items in Shipment 1', 'Items in Shipment 2 · chilled or frozen'],
    [true, '画像なし', 'お届け1の商品', 'お届け2 · 冷蔵・冷凍の商品'],
  ] as const)(
    'says a shipment line has no picture (Japanese %s)',
    async (jp, none, dryName, coolName) => {
      const bare = { ...tea, item: { ...tea.item, image_url: undefined } };
      const [dryUnit, coolUnit] = split.delivery_units;
      setup({ ...split, delivery_units: [{ ...dryUnit!, lines: [bare] }, coolUnit] }, { jp });
      const dry = await screen.findByRole('list', { name: dryName }, { timeout: 5000 });
      expect(within(dry).getByText(none)).toHaveClass('visually-hidden');
      expect(dry.querySelector('.shipment-items__image svg')).not.toBeNull();
      expect(dry.querySelector('img')).toBeNull();
      // A line with its picture shows it.
      const cool = screen.getByRole('list', { name: coolName });
      expect(cool.querySelector('img')).toHaveAttribute('src', '/images/p2.jpg');
      expect(within(cool).queryByText(none)).toBeNull();
    },
  );

  it('says the same in Japanese', async () => {
    setup(split, { jp: true });
    const cool = await screen.findByRole('list', { name: 'お届け2 · 冷蔵・冷凍の商品' });
    expect(within(cool).getByText('和牛')).toBeInTheDocument();
    expect(within(cool).queryByText('Wagyu')).toBeNull();
  });

  it('labels the summary total tax included, as the cart does', async () => {
    setup(split);
    const summary = within(await screen.findByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('¥5,000 tax incl.');
  });

  // On a phone the summary comes after every step: the total stays in a bar at the bottom,
  // which takes the buyer to the summary's guide and "Place order".
  it('keeps the total in a bar that leads to the summary', async () => {
    const { user } = setup(split);
    const bar = await screen.findByRole('complementary', { name: 'Order total' });
    expect(bar).toHaveTextContent('Total ¥5,000');
    expect(bar).toHaveTextContent('tax incl., before delivery');
    const place = document.getElementById('checkout-place')!;
    expect(within(place).getByRole('button', { name: 'Place order' })).toBeDisabled();
    place.scrollIntoView = jest.fn();
    await user.click(within(bar).getByRole('button', { name: 'Review order' }));
    expect(place.scrollIntoView).toHaveBeenCalled();
    // Nothing to press yet: the guide saying what is still needed is where the buyer lands.
    expect(place).toHaveFocus();
  });

  // The delivery card said 'Free for this order' while the bar said 'before delivery'
  // (docs/rules/cart-and-checkout.md#free-delivery-threshold).
  const standard = {
    id: '1',
    code: 'STANDARD',
    name: 'Standard delivery',
    delivery_fee: 880,
    delivery_fee_free_minimum_price: 3000,
  };
  const one = { ...split, delivery_units: [split.delivery_units[0]], total_price: 3000 };
  it.each([
    [
      'en',
      'tax incl., free delivery available',
      'tax incl., free delivery',
      'tax incl., ¥1,100 delivery included',
    ],
    ['jp', '税込・送料無料の配送方法あり', '税込・送料無料', '税込・送料1,100円込'],
  ])(
    'says in the bar what the total holds of delivery (%s)',
    async (lang, available, free, paid) => {
      const jp = lang === 'jp';
      const name = jp ? 'ご注文の合計' : 'Order total';
      const offered = { 'POST /order/selections/delivery': ok({ delivery_methods: [standard] }) };
      const first = setup(one, { jp, extra: offered });
      const bar = await screen.findByRole('complementary', { name });
      expect(await within(bar).findByText(available)).toBeInTheDocument();
      expect(bar).not.toHaveTextContent(jp ? '送料別' : 'before delivery');
      first.unmount();

      const chosen = (fee: number) => ({
        ...one,
        delivery_units: [
          { ...one.delivery_units[0], delivery_method: { ...standard, delivery_fee: fee } },
        ],
      });
      const second = setup(chosen(0), { jp });
      expect(
        within(await screen.findByRole('complementary', { name })).getByText(free),
      ).toBeInTheDocument();
      second.unmount();
      setup(chosen(1100), { jp });
      expect(
        within(await screen.findByRole('complementary', { name })).getByText(paid),
      ).toBeInTheDocument();
    },
  );

  it('labels the summary total 税込 in Japanese', async () => {
    setup(split, { jp: true });
    const summary = within(await screen.findByRole('complementary', { name: 'ご注文内容' }));
    expect(summary.getByText('合計').nextSibling).toHaveTextContent('5,000円 税込');
  });

  it('tells a bank-transfer buyer after the order number what to transfer', async () => {
    const { user } = setup(ready(payment.BANK, 5000), {
      extra: placed('KK00000051', payment.BANK, 5000),
    });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const number = await screen.findByTestId('order-number');
    expect(number).toHaveTextContent('KK00000051');
    // The order is read back after its number is known: its note may follow a moment later.
    const note = await screen.findByTestId('placed-payment', {}, { timeout: 10000 });
    // The order number comes first, the payment after it.
    expect(number.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note).toHaveTextContent('Payment: Bank transfer');
    // The amount is one of the guide's facts, said once (not also in a sentence above it).
    expect(note).not.toHaveTextContent('Please transfer ¥5,000 (tax incl.) to pay for this order.');
    expect(within(note).getAllByText(/¥5,000/)).toHaveLength(1);
    // How to pay (docs/rules/cart-and-checkout.md#bank-transfer): the account, the amount, the
    // last day and the order number as the transfer's name.
    const guide = within(note).getByRole('region', { name: 'How to pay' });
    const fact = (label: string) => within(guide).getByText(label, { selector: 'dt' }).nextSibling;
    expect(guide).toHaveTextContent('Please transfer within 7 days of your order.');
    expect(fact('Amount to transfer')).toHaveTextContent('¥5,000 (tax incl.)');
    expect(fact('Pay by')).toHaveTextContent(/^\d{1,2} \w{3} \d{4}$/);
    expect(fact('Bank')).toHaveTextContent('Demo Bank (fictitious)');
    expect(fact('Branch')).toHaveTextContent('Kakehashi Branch (branch no. 123)');
    expect(fact('Account')).toHaveTextContent('Ordinary 1234567');
    expect(fact('Account holder')).toHaveTextContent('KAKEHASHI DEMO K.K.');
    expect(fact('Transfer name (reference)')).toHaveTextContent('KK00000051');
  });

  it('tells a bank-transfer buyer in Japanese where to transfer, in Japanese only', async () => {
    const jpBank = {
      ...payment.BANK,
      name: '銀行振込',
      description: 'ご注文日から7日以内にお振り込みください。',
      option: {
        ...account,
        bank_name: 'デモ銀行（架空）',
        branch_name: 'かけはし支店（店番 123）',
        account_type: '普通',
        account_holder: 'カ）カケハシ デモ',
      },
    };
    const { user } = setup(ready(jpBank, 5000), {
      jp: true,
      extra: placed('KK00000053', jpBank, 5000),
    });
    await user.click(await screen.findByRole('button', { name: '注文を確定する' }));
    await screen.findByTestId('order-number');
    const guide = await screen.findByRole(
      'region',
      { name: 'お振込みのご案内' },
      { timeout: 10000 },
    );
    const fact = (label: string) => within(guide).getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('お振込み金額')).toHaveTextContent('5,000円（税込）');
    expect(fact('お振込み期限')).toHaveTextContent(/^\d{4}年\d{1,2}月\d{1,2}日（.）まで$/);
    expect(fact('金融機関')).toHaveTextContent('デモ銀行（架空）');
    expect(fact('口座')).toHaveTextContent('普通 1234567');
    expect(fact('口座名義')).toHaveTextContent('カ）カケハシ デモ');
    expect(fact('振込依頼人名')).toHaveTextContent('KK00000053');
    expect(guide).toHaveTextContent('振込依頼人名にはご注文番号をご入力ください');
    expect(guide).not.toHaveTextContent(/[A-Za-z]{3,}/);
    expect(screen.getByTestId('placed-payment')).not.toHaveTextContent('をお振り込みください。');
  });

  it('tells a cash-on-delivery buyer in Japanese to pay on arrival', async () => {
    const jpCod = { ...payment.COD, name: '代金引換', description: '国内のお届け先のみ' };
    const { user } = setup(ready(jpCod, 5330), {
      jp: true,
      extra: placed('KK00000052', jpCod, 5330),
    });
    await user.click(await screen.findByRole('button', { name: '注文を確定する' }));
    // Japanese puts no space after 「：」 (docs/rules/site-and-pages.md#languages).
    const number = await screen.findByTestId('order-number');
    expect(number.parentElement).toHaveTextContent(/^注文番号：KK00000052$/);
    const note = await screen.findByTestId('placed-payment', {}, { timeout: 10000 });
    expect(note).toHaveTextContent('お支払い方法：代金引換');
    expect(note).toHaveTextContent(
      '商品のお届け時に、配達員へ5,330円（税込・代引手数料を含む）をお支払いください。',
    );
    // Its note says who may choose it ("domestic only"): nothing to act on once placed.
    expect(note).not.toHaveTextContent('国内のお届け先のみ');
    expect(screen.queryByTestId('transfer-guide')).toBeNull();
  });

  it('shows a card order no transfer instructions', async () => {
    const card = { id: '1', code: 'CARD', name: 'Credit card' };
    openComplete(finished('KK3', placedOrder('KK3', card, 4000)));
    const note = await screen.findByTestId('placed-payment');
    expect(note).toHaveTextContent('Payment: Credit card');
    expect(note).toHaveTextContent('Amount: ¥4,000 (tax incl.)');
    expect(screen.queryByTestId('transfer-guide')).toBeNull();
    expect(note).not.toHaveTextContent(/transfer/i);
  });

  it('says the last day as days from the order when the order does not say when it was placed', async () => {
    openComplete(finished('KK5', placedOrder('KK5', payment.BANK, 4000, false)));
    const guide = await screen.findByRole('region', { name: 'How to pay' });
    const fact = (label: string) => within(guide).getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Pay by')).toHaveTextContent(/^Within 7 days of your order$/);
    expect(fact('Transfer name (reference)')).toHaveTextContent('KK5');
  });

  // Read from the upstream, not from what the browser showed before "Place order": the same in
  // a new tab (docs/rules/cart-and-checkout.md#placing-the-order).
  it("reads a member's order from the order history by its number", async () => {
    const api = {
      'GET /checkout/result': ok({ orderNumber: 'KK7', guestOrderPassword: null, failure: null }),
      'POST /member/orderHistory/get': ok({
        order: placedOrder('KK7', payment.BANK, 6000),
      }),
    };
    openComplete(api, signedInSession);
    const guide = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(guide).getByText('Bank', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Demo Bank (fictitious)',
    );
    expect(within(guide).getByText('¥6,000 (tax incl.)')).toBeInTheDocument();
  });

  it('shows the number alone when the order cannot be read back', async () => {
    openComplete({
      'GET /checkout/result': ok({ orderNumber: 'KK2', guestOrderPassword: 'pw-2', failure: null }),
      'POST /guestOrder/get': {
        status: 429,
        body: { status: 'E000-429', data: null, message: 'Too many attempts.' },
      },
    });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('KK2');
    expect(
      await screen.findByText("A confirmation has been sent to the purchaser's email address.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('placed-payment')).toBeNull();
  });
});
