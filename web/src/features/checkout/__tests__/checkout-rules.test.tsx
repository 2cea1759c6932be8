import { screen, waitFor, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

/** The checkout's order summary (the phone's total bar is another complementary region). */
const summaryName = /^(Order summary|ご注文内容)$/;

// docs/rules/cart-and-checkout.md: delivery by temperature, order taxes, steps from the profile.
const flags = stepsSaved({ purchaser: true, reciever: true });
const line = {
  line_id: '1',
  item: { id: 'i1', code: 'P1', name: '和牛', name_en: 'Wagyu', skus: { id: 's1' } },
  order_quantity: 1,
  sell_price_tax_included: 10_800,
  tax_rate: 8,
  subtotal: 10_800,
  options: [],
};
const base = {
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [
    { delivery_unit_no: 1, temperature_class: 'cool', delivery_method: null, lines: [line] },
  ],
  subtotal: 10_800,
  total_price: 10_800,
  taxes: [{ tax_rate: 8, price_tax_included: 10_800, tax: 800 }],
  completed: flags,
};
const method = (id: string, code: string, name: string, extra = {}) => ({
  id,
  code,
  name,
  delivery_fee: 1200,
  delivery_time_selections: [],
  ...extra,
});

const setup = (order: object, extra = {}) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order }),
    'POST /order/selections/delivery': ok({
      delivery_methods: [
        method('1', 'STANDARD', 'Standard delivery', {
          available: false,
          unavailable_reason: 'frozen',
        }),
        method('2', 'COOL', 'Refrigerated delivery', { available: true }),
      ],
    }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    ...extra,
  });
  return { ...renderApp(null, { url: '/checkout', api }), api };
};

const yenOff = (incentive_value: number) => ({
  incentive_value_type: 'absolute' as const,
  incentive_value,
});

describe('checkout rules (docs/rules/cart-and-checkout.md)', () => {
  beforeAll(() => import('../routes/checkout-page'));

  it('offers frozen goods only the delivery that keeps them frozen, and says why', async () => {
    setup(base);
    const delivery = within(
      (await screen.findByRole('heading', { name: 'Delivery' })).closest('section')!,
    );
    expect(await delivery.findByRole('radio', { name: /Refrigerated delivery/ })).toBeVisible();
    expect(delivery.queryByRole('radio', { name: /Standard delivery/ })).toBeNull();
    expect(
      delivery.getByText('Standard delivery is not offered: it cannot keep frozen goods frozen.'),
    ).toBeInTheDocument();
  });

  it('recomputes the tax lines from the total after coupon, points and fees', async () => {
    // 10,800 of 8 % goods − 1,080 coupon − 100 points + 1,200 delivery + 330 cash-on-delivery fee.
    setup({
      ...base,
      delivery_units: [
        {
          ...base.delivery_units[0],
          delivery_method: method('2', 'COOL', 'Refrigerated delivery'),
        },
      ],
      issued_coupons: [
        { secret: 'x', discount_amount: 1080, coupon: { id: 'c', code: 'C', name: '10% off' } },
      ],
      use_point_amount: 100,
      payment_profile: { id: '3', code: 'COD', name: 'Cash on delivery', payment_fee: 330 },
      total_price: 11_150,
      // The upstream's own breakdown is stale: it would say 800 whatever changed.
      taxes: [{ tax_rate: 8, price_tax_included: 10_800, tax: 800 }],
    });
    const summary = within(await screen.findByRole('complementary', { name: summaryName }));
    expect(summary.getByText('of which tax (10%)').nextSibling).toHaveTextContent('¥139');
    // 11,150 − 1,530 fees = 9,620 of goods at 8 %: 712.
    expect(summary.getByText('of which tax (8%)').nextSibling).toHaveTextContent('¥712');
    expect(summary.getByText('Payment fee').nextSibling).toHaveTextContent('¥330');
  });

  it('confirms a purchaser and receiver complete from the profile without a Save click', async () => {
    const pending = { ...base, completed: { ...flags, purchaser: false, reciever: false } };
    // The fake upstream keeps what each step saved, so a re-read of the order tells it too.
    const server = { ...pending, completed: { ...pending.completed } };
    const { api } = setup(pending, {
      'POST /order/get': () => ok({ order: server }),
      'POST /order/setPurchaser': () => {
        server.completed = { ...server.completed, purchaser: true };
        return ok({ order: { ...pending, completed: { ...pending.completed, purchaser: true } } });
      },
      'POST /order/setReciever': () => {
        server.completed = { ...server.completed, reciever: true };
        return ok({ order: { ...base } });
      },
    });
    const purchaser = within(
      (await screen.findByRole('heading', { name: 'Purchaser' })).closest('section')!,
    );
    expect(await purchaser.findByText('Done')).toBeInTheDocument();
    expect(purchaser.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save purchaser' })).toBeNull();
    expect(api.callsTo('POST /order/setPurchaser')).toHaveLength(1);
    expect(api.callsTo('POST /order/setPurchaser')[0]?.body).toMatchObject({
      purchaser: { name: 'Alex Morgan', zip: '1000005' },
    });
  });

  it('shows both parties done when their confirmations answer in the other order', async () => {
    // The upstream handles the purchaser first; its answer (receiver not yet done) arrives last,
    // and must not put the receiver back to "not done" (a busy e2e run caught it).
    const server = { ...base, completed: { ...flags, purchaser: false, reciever: false } };
    let answerPurchaser: () => void = () => undefined;
    const receiverAnswered = new Promise<void>((resolve) => (answerPurchaser = resolve));
    setup(server, {
      'POST /order/get': () => ok({ order: server }),
      'POST /order/setPurchaser': async () => {
        server.completed = { ...server.completed, purchaser: true };
        const seen = { ...server, completed: { ...server.completed } };
        await receiverAnswered;
        return ok({ order: seen });
      },
      'POST /order/setReciever': () => {
        server.completed = { ...server.completed, reciever: true };
        setTimeout(answerPurchaser, 0);
        return ok({ order: { ...server, completed: { ...server.completed } } });
      },
    });
    for (const name of ['Purchaser', 'Receiver']) {
      const section = within((await screen.findByRole('heading', { name })).closest('section')!);
      expect(await section.findByText('Done')).toBeInTheDocument();
    }
  });

  it('shows an applied coupon as applied, not as a sale badge, and does not offer it again', async () => {
    const { user, api } = setup(
      {
        ...base,
        completed: { ...base.completed, coupon: true },
        issued_coupons: [
          {
            secret: 's-1',
            discount_amount: 500,
            coupon: { id: 'c', code: 'C', name: '¥500 off', ...yenOff(500) },
          },
        ],
      },
      {
        'POST /order/selections/coupon': ok({
          issued_coupons: [
            { secret: 's-1', coupon: { id: 'c', code: 'C', name: '¥500 off', ...yenOff(500) } },
            { secret: 's-2', coupon: { id: 'd', code: 'D', name: 'Free delivery', ...yenOff(0) } },
          ],
          coupons: [],
        }),
      },
    );
    const coupon = within(
      (await screen.findByRole('heading', { name: 'Coupon' })).closest('section')!,
    );
    const applied = await coupon.findByText('Applied');
    expect(applied).toHaveClass('status-chip--done');
    expect(applied).not.toHaveClass('badge--sale');
    const yours = await coupon.findByRole('group', { name: 'Your coupons' });
    expect(within(yours).getByText('Free delivery')).toBeInTheDocument();
    expect(within(yours).queryByText('¥500 off')).toBeNull();

    // The way past the step takes the applied coupon off (omitCoupon): it says so, rather than
    // 'Continue without a coupon' beside a coupon that is applied.
    expect(coupon.queryByRole('button', { name: 'Continue without a coupon' })).toBeNull();
    api.on('POST /order/omitCoupon', () => ok({ order: { ...base, issued_coupons: [] } }));
    await user.click(coupon.getByRole('button', { name: 'Remove the coupon' }));
    await waitFor(() => expect(api.callsTo('POST /order/omitCoupon')).toHaveLength(1));
  });

  // Issuing a code the member already holds is refused (E050-003, one per member): the code
  // typed again is the held coupon, used as it is.
  it('uses a held coupon when its code is typed, without issuing it again', async () => {
    const held = {
      secret: 'WELCOME10-7',
      coupon: { id: 'w', code: 'WELCOME10', name: '10% off for new members', ...yenOff(500) },
    };
    const api = createFakeApi({
      'POST /order/get': ok({ order: { ...base, completed: { ...base.completed } } }),
      'POST /order/selections/delivery': ok({ delivery_methods: [] }),
      'POST /order/selections/payment': ok({ payment_profiles: [] }),
      'POST /order/selections/coupon': ok({ issued_coupons: [held], coupons: [] }),
      'POST /order/setCoupon': ok({ order: { ...base, issued_coupons: [] } }),
    });
    const { user } = renderApp(null, { url: '/checkout', api, session: signedInSession });
    const coupon = within(
      (await screen.findByRole('heading', { name: 'Coupon' })).closest('section')!,
    );
    await coupon.findByRole('group', { name: 'Your coupons' });
    await user.type(coupon.getByLabelText('Coupon code'), 'welcome10');
    await user.click(coupon.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.callsTo('POST /order/setCoupon')).toHaveLength(1));
    expect(api.callsTo('POST /order/setCoupon')[0]?.body).toEqual({
      issuedCoupons: [{ secret: 'WELCOME10-7' }],
    });
    expect(api.callsTo('POST /member/coupons/issue')).toHaveLength(0);

    // A secret that is not the held coupon's code, refused as held already: the way on is said.
    api.on('POST /member/coupons/issue', () => ({
      status: 400,
      body: {
        status: 'E050-003',
        data: null,
        message: 'You have already received the maximum number of this coupon. [E050-003]',
      },
    }));
    await user.type(coupon.getByLabelText('Coupon code'), 'NEWBIE-SECRET');
    await user.click(coupon.getByRole('button', { name: 'Apply' }));
    expect(
      await coupon.findByText('You already hold it: use it from “Your coupons” above.'),
    ).toBeInTheDocument();
  });
});
