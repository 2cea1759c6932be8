import { screen, waitFor, within } from '@testing-library/react';
import { checkoutOrder, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession, signedOutSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';
import { senchaLine } from '@/testing/cart-fixtures';

// docs/rules/cart-and-checkout.md#step-failures: a step says what to type before it asks, and a
// refusal goes once the buyer tries again, changes what it was about, or saves the step.
const order = checkoutOrder({ use_point_amount: 0, total_price: 5000 });

const setup = ({
  member = false,
  jp = false,
  extra = {},
}: { member?: boolean; jp?: boolean; extra?: object } = {}) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /member/point/balance': ok({
      point_amount: 100,
      unconfirmed_point_amount: 0,
      details: [],
    }),
    ...extra,
  });
  const session = {
    ...(member ? signedInSession : signedOutSession),
    language: jp ? ('jp' as const) : ('en' as const),
  };
  return { ...renderApp(null, { url: '/checkout', api, session }), api };
};

const expired = fail('E050-005', 'This coupon has expired [E050-005]');

describe('checkout step failures', () => {
  beforeAll(() => import('../routes/checkout-page'));

  it.each([
    [false, /^Coupon code/, 'Apply', 'Enter a coupon code to apply it.'],
    [true, /^クーポンコード/, '適用', 'クーポンコードを入力してください。'],
  ] as const)(
    'says what to type when "Apply" is pressed with no coupon code (jp: %s)',
    async (jp, label, apply, said) => {
      const { user, api } = setup({ jp });
      const field = await screen.findByRole('textbox', { name: label });
      await user.click(screen.getByRole('button', { name: apply }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(said);
      expect(field).toHaveFocus();
      expect(api.callsTo('POST /order/setCoupon')).toHaveLength(0);
    },
  );

  it('takes a refused coupon away once the buyer continues without one', async () => {
    const { user } = setup({
      extra: {
        'POST /order/setCoupon': expired,
        'POST /order/omitCoupon': ok({
          order: {
            ...order,
            completed: stepsSaved({ purchaser: true, reciever: true, coupon: true }),
          },
        }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Coupon code/ }), 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue without a coupon' }));
    await waitFor(() => expect(screen.queryByText('This coupon has expired')).toBeNull());
  });

  it('takes a refused coupon away once the buyer edits the code', async () => {
    const { user } = setup({ extra: { 'POST /order/setCoupon': expired } });
    const field = await screen.findByRole('textbox', { name: /^Coupon code/ });
    await user.type(field, 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has expired')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByText('This coupon has expired')).toBeNull();
  });

  it('takes "not enough points" away once the buyer changes the points to use', async () => {
    const { user } = setup({
      member: true,
      extra: {
        'POST /order/setPoint': fail('E060-001', 'You do not have enough points [E060-001]'),
      },
    });
    const points = await screen.findByRole('textbox', { name: 'Points to use' });
    await screen.findByText('Your balance: 100 points');
    await user.clear(points);
    await user.type(points, '500');
    await user.click(screen.getByRole('button', { name: 'Use points' }));
    expect(await screen.findByText('You can use up to 100 points.')).toBeInTheDocument();
    await user.clear(points);
    await user.type(points, '0');
    expect(screen.queryByText('You can use up to 100 points.')).toBeNull();
  });

  it('takes a refused delivery away once the buyer chooses another method', async () => {
    const method = (id: string, name: string) => ({ id, code: name, name, delivery_fee: 1200 });
    const { user } = setup({
      extra: {
        'POST /order/get': ok({
          order: {
            ...order,
            delivery_units: [{ delivery_unit_no: 1, delivery_method: null, lines: [] }],
          },
        }),
        'POST /order/selections/delivery': ok({
          delivery_methods: [method('1', 'Standard delivery'), method('2', 'Cool delivery')],
        }),
        'POST /order/setDelivery': fail(
          'E040-003',
          'This method cannot keep the goods cold [E040-003]',
        ),
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Standard delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Save delivery' }));
    expect(await screen.findByText('This method cannot keep the goods cold')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Cool delivery/ }));
    expect(screen.queryByText('This method cannot keep the goods cold')).toBeNull();
  });

  it('takes a refused payment away once the buyer chooses another', async () => {
    const profile = (id: string, name: string) => ({ id, code: name, name, payment_fee: 0 });
    const { user } = setup({
      extra: {
        'POST /order/selections/payment': ok({
          payment_profiles: [profile('2', 'Bank transfer'), profile('3', 'Cash on delivery')],
        }),
        'POST /order/setPayment': fail('E000-010', 'This payment cannot be used [E000-010]'),
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('This payment cannot be used')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.queryByText('This payment cannot be used')).toBeNull();
  });

  it('takes a refused "Place order" away once a step is saved after it', async () => {
    const ready = checkoutOrder({
      use_point_amount: 0,
      total_price: 5000,
      completed: stepsSaved({ purchaser: true, reciever: true, delivery: true, payment: true }),
    });
    const spent = 'Another order used your points. Set the points again. [E060-002]';
    const { user } = setup({
      member: true,
      extra: {
        'POST /order/get': ok({ order: ready }),
        'POST /order/commit': fail('E060-002', spent),
        'POST /order/setPoint': ok({ order: ready }),
        'POST /order/confirmPoint': ok({ order: ready }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Another order used your points. Set the points again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use points' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Another order used your points. Set the points again.'),
      ).toBeNull(),
    );
  });
});

describe('checkout for a guest and for a member', () => {
  beforeAll(() => import('../routes/checkout-page'));
  const earning = checkoutOrder({ total_price: 9429, issue_points: { point_amount: 155 } });

  it.each([
    [
      false,
      'Log in',
      'Have an account? Log in to use your saved address and earn points on this order.',
    ],
    [
      true,
      'ログイン',
      '会員の方はログインすると、登録済みの住所をお使いいただけ、ポイントも貯まります。',
    ],
  ] as const)(
    'offers a guest to log in and come back to checkout, and promises no points (jp: %s)',
    async (jp, login, line) => {
      setup({ jp, extra: { 'POST /order/get': ok({ order: earning }) } });
      const said = await screen.findByText(
        (_, el) => el?.classList.contains('checkout-login') === true,
      );
      expect(said).toHaveTextContent(line);
      expect(within(said).getByRole('link', { name: login })).toHaveAttribute(
        'href',
        '/account/login?redirect=%2Fcheckout',
      );
      expect(screen.queryByText(/Points you will earn|獲得予定ポイント/)).toBeNull();
    },
  );

  it('shows a member the points the order earns, and no log-in line', async () => {
    setup({ member: true, extra: { 'POST /order/get': ok({ order: earning }) } });
    expect(await screen.findByText('Points you will earn')).toBeInTheDocument();
    expect(screen.getByText('155 points')).toBeInTheDocument();
    expect(document.querySelector('.checkout-login')).toBeNull();
  });

  it.each([
    ['holds products', [senchaLine()], 1],
    ['is empty', [], 0],
  ] as const)(
    'starts the order from the cart when checkout opens with none in progress and the cart %s',
    async (_, lines, starts) => {
      localStorage.setItem('kakehashi.cartCode', 'c1');
      let started = false;
      const { api } = setup({
        member: true,
        extra: {
          'POST /order/get': () =>
            started
              ? ok({ order: earning })
              : fail('E000-410', 'There is no order in progress. [E000-410]', 409),
          'POST /cart/get': ok({
            cart: {
              cart_code: 'c1',
              lines,
              subtotal: 0,
              total_price: 0,
              user_rank: null,
              sales: [],
            },
          }),
          'POST /order/create': () => {
            started = true;
            return ok({ order: earning });
          },
        },
      });
      if (starts) {
        // Back from logging in, the member goes on with the cart, not to "no order in progress".
        expect(await screen.findByText('Points you will earn')).toBeInTheDocument();
        expect(api.callsTo('POST /order/create').map((call) => call.body)).toEqual([
          { cart_code: 'c1' },
        ]);
      } else {
        expect(await screen.findByText('There is no order in progress.')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
          'href',
          '/cart',
        );
        expect(api.callsTo('POST /order/create')).toHaveLength(0);
      }
      localStorage.removeItem('kakehashi.cartCode');
    },
  );

  // Walk F19: opening checkout with no order in the session logged 'POST /api/order/get 409
  // (Conflict)' on every such opening (an address typed, a reload, back from logging in) before
  // the order was started from the cart. The BFF says whether there is an order to read; the
  // page asks order/get only then, and no request fails on the way.
  it.each([
    ['holds products', [senchaLine()], 1],
    ['is empty', [], 0],
  ] as const)(
    'asks for no order the session does not hold when checkout opens and the cart %s',
    async (_, lines, starts) => {
      localStorage.setItem('kakehashi.cartCode', 'c1');
      let started = false;
      const { api } = setup({
        member: true,
        extra: {
          'GET /checkout/result': () =>
            ok({
              orderNumber: null,
              guestOrderPassword: null,
              failure: null,
              orderInProgress: started,
            }),
          'POST /order/get': () =>
            started
              ? ok({ order: earning })
              : fail('E000-410', 'There is no order in progress. [E000-410]', 409),
          'POST /cart/get': ok({
            cart: {
              cart_code: 'c1',
              lines,
              subtotal: 0,
              total_price: 0,
              user_rank: null,
              sales: [],
            },
          }),
          'POST /order/create': () => {
            started = true;
            return ok({ order: earning });
          },
        },
      });
      if (starts) {
        expect(
          await screen.findByText('Points you will earn', {}, { timeout: 10000 }),
        ).toBeInTheDocument();
        expect(api.callsTo('POST /order/create')).toHaveLength(1);
      } else {
        expect(
          await screen.findByText(
            'There is no order in progress. Please start again from your cart.',
            {},
            { timeout: 10000 },
          ),
        ).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
          'href',
          '/cart',
        );
      }
      // Every order/get came after the order was started, none before it.
      const names = api.calls.map((call) => `${call.method} ${call.url}`);
      if (starts)
        expect(names.indexOf('POST /order/get')).toBeGreaterThan(
          names.indexOf('POST /order/create'),
        );
      else expect(api.callsTo('POST /order/get')).toHaveLength(0);
      localStorage.removeItem('kakehashi.cartCode');
    },
  );
});
