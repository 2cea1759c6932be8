import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkoutOrder, stepsSaved } from '@/testing/checkout-fixtures';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

// docs/rules/errors-and-messages.md#one-press-one-send: the two clicks of a double-click, pressed
// without a pause between, as they land before React draws the button busy.
const pressTwice = (button: HTMLElement) => {
  fireEvent.click(button);
  fireEvent.click(button);
};

const unit = {
  delivery_unit_no: 1,
  temperature_class: 'dry',
  delivery_method: null,
  lines: [],
};

const setup = (completed: ReturnType<typeof stepsSaved>, extra = {}) => {
  const order = checkoutOrder({ delivery_units: [unit], total_price: 1000, completed });
  const api = createFakeApi({
    'POST /order/get': ok({ order }),
    'POST /order/selections/delivery': ok({
      delivery_methods: [
        {
          id: '1',
          code: 'STANDARD',
          name: '通常配送',
          delivery_fee: 800,
          delivery_time_selections: [],
          delivery_date_selections: [],
        },
      ],
    }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /order/setDelivery': ok({ order }),
    ...extra,
  });
  const rendered = renderApp(null, {
    url: '/checkout',
    api,
    session: { language: 'jp' as const },
    locale: 'jp' as const,
  });
  return { ...rendered, api };
};

describe('checkout, pressed twice', () => {
  beforeAll(() => import('../routes/checkout-page'));

  it('saves the delivery once on a double-click of 「配送方法を保存」', async () => {
    const { user, api } = setup(stepsSaved({ purchaser: true, reciever: true }));
    const delivery = within(
      (await screen.findByRole('heading', { name: '配送' })).closest('section')!,
    );
    await user.click(await delivery.findByRole('radio', { name: /通常配送/ }));
    pressTwice(delivery.getByRole('button', { name: '配送方法を保存' }));
    await waitFor(() => expect(api.callsTo('POST /order/setDelivery')).toHaveLength(1));
    await waitFor(() =>
      expect(delivery.getByRole('button', { name: '配送方法を保存' })).toBeEnabled(),
    );
    expect(api.callsTo('POST /order/setDelivery')).toHaveLength(1);
  });

  it('places the order once on a double-click of 「注文を確定する」', async () => {
    const { api } = setup(
      stepsSaved({ purchaser: true, reciever: true, delivery: true, payment: true }),
      {
        'POST /order/commit': ok({ order_number: 'KK00000042' }),
        'GET /checkout/result': ok({
          orderNumber: 'KK00000042',
          guestOrderPassword: null,
          failure: null,
        }),
      },
    );
    pressTwice(await screen.findByRole('button', { name: '注文を確定する' }));
    expect(await screen.findByText('KK00000042')).toBeInTheDocument();
    expect(api.callsTo('POST /order/commit')).toHaveLength(1);
  });
});
