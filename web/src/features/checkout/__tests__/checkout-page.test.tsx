import { screen, waitFor, within } from '@testing-library/react';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

const flags = stepsSaved();
const order = (completed: Partial<typeof flags> = {}) => ({
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [{ delivery_unit_no: 1, delivery_method: null, lines: [] }],
  total_price: 9335,
  taxes: [],
  completed: { ...flags, ...completed },
});
const ready = order({ purchaser: true, reciever: true, delivery: true, payment: true });

const setup = (current: ReturnType<typeof order>, extra = {}) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order: current }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    ...extra,
  });
  return { ...renderApp(null, { url: '/checkout', api }), api };
};

describe('checkout page (docs/rules/cart-and-checkout.md)', () => {
  // The page is a lazy chunk: load it once up front so no test waits on the first import.
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/complete-page');
  });

  it('lists the missing required steps and keeps "Place order" off until they are done', async () => {
    // No receiver yet: nothing to confirm on the buyer's behalf.
    setup({ ...order({ purchaser: true }), reciever: null } as unknown as ReturnType<typeof order>);
    const guide = await screen.findByText('Still needed before you can place the order:');
    const list = within(guide.parentElement!);
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Receiver',
      'Delivery',
      'Payment',
    ]);
    expect(list.getByRole('link', { name: 'Delivery' })).toHaveAttribute(
      'href',
      '#checkout-delivery',
    );
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  // docs/rules/cart-and-checkout.md#same-as-the-purchaser: 'Deliver to the purchaser's address'
  // spares the buyer a second block of nine fields (walk F5).
  const receiverStep = () =>
    within(screen.getByRole('heading', { name: 'Receiver' }).closest('section')!);
  const sameBox = "Deliver to the purchaser's address";

  it('delivers a guest to the purchaser by default: no receiver form, saved with the purchaser', async () => {
    const blank = { ...order(), purchaser: null, reciever: null } as unknown as ReturnType<
      typeof order
    >;
    const { user, api } = setup(blank, {
      'POST /order/setPurchaser': ok({
        order: { ...order({ purchaser: true }), reciever: null },
      }),
      'POST /order/setReciever': ok({ order: order({ purchaser: true, reciever: true }) }),
    });
    const box = await screen.findByRole('checkbox', { name: sameBox }, { timeout: 10000 });
    expect(box).toBeChecked();
    expect(receiverStep().queryByRole('button', { name: 'Save receiver' })).toBeNull();
    expect(receiverStep().queryByRole('textbox')).toBeNull();

    const purchaser = within(
      screen.getByRole('heading', { name: 'Purchaser' }).closest('section')!,
    );
    await user.type(purchaser.getByRole('textbox', { name: /^Name/ }), 'Alex Morgan');
    await user.type(purchaser.getByRole('textbox', { name: /^Email/ }), 'buyer@example.com');
    await user.type(purchaser.getByRole('textbox', { name: /^Phone/ }), '0312345678');
    await user.type(purchaser.getByRole('textbox', { name: /^Postal code/ }), '1000005');
    await user.type(purchaser.getByRole('textbox', { name: /^Prefecture/ }), '東京都');
    await user.type(purchaser.getByRole('textbox', { name: /^City/ }), '千代田区');
    await user.type(purchaser.getByRole('textbox', { name: /^Street/ }), '1-1-1');
    await user.click(purchaser.getByRole('button', { name: 'Save purchaser' }));

    await waitFor(() => expect(api.callsTo('POST /order/setReciever')).toHaveLength(1), {
      timeout: 10000,
    });
    expect(api.callsTo('POST /order/setReciever')[0]?.body).toEqual({
      reciever: (api.callsTo('POST /order/setPurchaser')[0]?.body as { purchaser: unknown })
        .purchaser,
    });
    expect(await receiverStep().findByText('Done')).toBeInTheDocument();
    expect(receiverStep().getByText("We deliver to the purchaser's address above.")).toBeVisible();
    const guide = await screen.findByText('Still needed before you can place the order:');
    expect(within(guide.parentElement!).queryByRole('link', { name: 'Receiver' })).toBeNull();
  });

  it('saves the receiver as the saved purchaser at once when the box is ticked', async () => {
    const other = { ...checkoutParty, name: 'Jordan Lee', zip: '5300001' };
    const { user, api } = setup(
      { ...order({ purchaser: true, reciever: true }), reciever: other },
      { 'POST /order/setReciever': ok({ order: order({ purchaser: true, reciever: true }) }) },
    );
    const box = await screen.findByRole('checkbox', { name: sameBox }, { timeout: 10000 });
    // A member whose receiver is another party keeps it.
    expect(box).not.toBeChecked();
    expect(receiverStep().getByText('Jordan Lee', { exact: false })).toBeInTheDocument();
    await user.click(box);
    await waitFor(() => expect(api.callsTo('POST /order/setReciever')).toHaveLength(1));
    expect(api.callsTo('POST /order/setReciever')[0]?.body).toMatchObject({
      reciever: { name: 'Alex Morgan', email: 'buyer@example.com', zip: '1000005' },
    });
  });

  it('opens an empty receiver form when a member unticks the purchaser’s address', async () => {
    const { user, api } = setup(order({ purchaser: true, reciever: true }));
    const box = await screen.findByRole('checkbox', { name: sameBox }, { timeout: 10000 });
    expect(box).toBeChecked();
    await user.click(box);
    expect(receiverStep().getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(receiverStep().getByRole('button', { name: 'Save receiver' })).toBeInTheDocument();
    expect(api.callsTo('POST /order/setReciever')).toHaveLength(0);
  });

  it('never sends an order id: the BFF addresses the session order', async () => {
    const { api } = setup(ready);
    await screen.findByText('Everything is ready.', { exact: false });
    expect(api.callsTo('POST /order/get')[0]?.body).toEqual({});
  });

  it('commits once on a double click and shows the completion page', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, api } = setup(ready, {
      'POST /order/commit': async () => {
        await held;
        return ok({ order_number: 'KK00000042' });
      },
      'GET /checkout/result': ok({
        orderNumber: 'KK00000042',
        guestOrderPassword: null,
        failure: null,
      }),
    });
    const place = await screen.findByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    expect(await screen.findByRole('button', { name: 'Placing your order…' })).toBeDisabled();
    release();
    expect(await screen.findByText('KK00000042')).toBeInTheDocument();
    expect(api.callsTo('POST /order/commit')).toHaveLength(1);
    expect(api.callsTo('POST /order/commit')[0]?.body).toEqual({});
  });

  it('shows a refused step with its message and reloads the order as it was', async () => {
    const { user, api } = setup(ready, {
      'POST /order/setCoupon': fail(
        'E050-004',
        'This coupon cannot be used without signing in as a member. [E050-004]',
      ),
    });
    await user.type(await screen.findByLabelText(/Coupon code/), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // The message first, its status code after it in small type (docs/rules/errors-and-messages.md).
    const refusal = await screen.findByText(/This coupon cannot be used without signing in/);
    expect(refusal).toHaveTextContent(
      'This coupon cannot be used without signing in as a member. [E050-004]',
    );
    expect(api.callsTo('POST /order/get').length).toBeGreaterThan(1);
  });

  it('sends a buyer with no order in progress back to the cart', async () => {
    const api = createFakeApi({
      'POST /order/get': fail('E000-410', 'There is no order in progress. [E000-410]', 409),
    });
    renderApp(null, { url: '/checkout', api });
    expect(await screen.findByText('There is no order in progress.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
  });

  it('says why a card payment did not go through after the issuer sent the buyer back', async () => {
    const api = createFakeApi({
      'POST /order/get': ok({ order: ready }),
      'GET /checkout/result': ok({
        orderNumber: null,
        guestOrderPassword: null,
        failure: { status: 'E070-002', message: 'The card payment was cancelled. [E070-002]' },
      }),
    });
    renderApp(null, { url: '/checkout?payment=failed', api });
    expect(
      await screen.findByText('The card payment was cancelled. [E070-002]'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  // Focus used to stay on the page's body: a screen reader did not hear the failure, and the
  // buyer had to find the Payment step.
  it('puts the focus on a failed payment and leads from it to the Payment step', async () => {
    const api = createFakeApi({
      'POST /order/get': ok({ order: ready }),
      'GET /checkout/result': ok({
        orderNumber: null,
        guestOrderPassword: null,
        failure: { status: 'E070-001', message: 'Card authentication failed. [E070-001]' },
      }),
    });
    const { user } = renderApp(null, { url: '/checkout?payment=failed', api });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card authentication failed.');
    await waitFor(() => expect(alert).toHaveFocus());
    await screen.findByRole('button', { name: 'Place order' });
    await user.click(within(alert).getByRole('button', { name: 'Choose a payment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
  });

  // 'Choose a payment' did nothing when the order had expired or been cancelled meanwhile: there
  // was no Payment step to go to.
  it('leads to the cart when the order failed at the card and is no longer open upstream', async () => {
    for (const [jp, gone, said] of [
      [
        false,
        fail('E000-004', 'The requested page or data could not be found. [E000-004]', 404),
        'This order is no longer open: it expired or was cancelled, so it cannot be paid. It has not been placed. Start again from your cart.',
      ],
      [
        true,
        fail('E040-002', 'この注文は既に確定またはキャンセルされています。[E040-002]', 400),
        'このご注文の手続きは、期限切れまたは取り消しにより終了したため、お支払いできません。ご注文は確定していません。カートからやり直してください。',
      ],
    ] as const) {
      const api = createFakeApi({
        'POST /order/get': gone,
        'GET /checkout/result': ok({
          orderNumber: null,
          guestOrderPassword: null,
          failure: { status: 'E070-001', message: 'Card authentication failed. [E070-001]' },
        }),
      });
      const { user, router, unmount } = renderApp(null, {
        url: '/checkout?payment=failed',
        api,
        ...(jp ? { session: { language: 'jp' as const }, locale: 'jp' as const } : {}),
      });
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(said));
      expect(within(alert).queryByRole('button', { name: 'Choose a payment' })).toBeNull();
      // One way on, not a second card saying the order could not be read.
      expect(
        screen.getAllByRole('link', { name: jp ? 'カートへ' : 'Go to the cart' }),
      ).toHaveLength(1);
      await user.click(
        within(alert).getByRole('link', { name: jp ? 'カートへ' : 'Go to the cart' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
      // Nothing asked to drop the order or the cart on the way.
      expect(api.callsTo('POST /order/cartLoad')).toHaveLength(0);
      unmount();
    }
  });

  it('says the card payment did not go through when the return brought no reason, in the page language', async () => {
    for (const [jp, failure, said, next] of [
      [
        false,
        { status: 'E000-400', message: '' },
        'The card payment was not completed.',
        'Your order has not been placed. Choose a payment and try again.',
      ],
      [
        true,
        null,
        'カード決済は完了しませんでした。',
        'ご注文は確定していません。お支払い方法を選び直して、もう一度お試しください。',
      ],
    ] as const) {
      const api = createFakeApi({
        'POST /order/get': ok({ order: ready }),
        'GET /checkout/result': ok({ orderNumber: null, guestOrderPassword: null, failure }),
      });
      const { unmount } = renderApp(null, {
        url: '/checkout?payment=failed',
        api,
        ...(jp ? { session: { language: 'jp' as const }, locale: 'jp' as const } : {}),
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(said);
      expect(alert).toHaveTextContent(next);
      unmount();
    }
  });

  it('reports no failed payment when the last checkout ended in an order (an old failure address)', async () => {
    const api = createFakeApi({
      'POST /order/get': fail('E000-410', 'There is no order in progress. [E000-410]', 409),
      'GET /checkout/result': ok({
        orderNumber: 'KK00000004',
        guestOrderPassword: null,
        failure: null,
      }),
    });
    renderApp(null, { url: '/checkout?payment=failed', api });
    // The order stands placed (back-after-order.test.tsx), not "no order in progress".
    expect(await screen.findByTestId('order-number')).toHaveTextContent('KK00000004');
    expect(screen.getByText('Your order has been placed.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /checkout/result')).toHaveLength(1));
    expect(screen.queryByText('The card payment was not completed.')).toBeNull();
  });

  describe('back from the payment-login provider (docs/rules/cart-and-checkout.md#payment-login)', () => {
    const buyer = {
      name: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      phone: '0312345678',
      shipping_address: { zip: '1500001', state: '東京都', city: '渋谷区', street: '神宮前1-2-3' },
    };
    const fromProvider = {
      ...order({ purchaser: true, reciever: true }),
      purchaser: { ...checkoutParty, name: 'Jordan Lee', zip: '1500001', city: '渋谷区' },
    };
    const returnUrl = '/checkout/payment-login?amazonCheckoutSessionId=cs-1';

    beforeAll(() => import('../routes/payment-login-page'));

    it('fills purchaser and receiver from the buyer and continues checkout', async () => {
      const api = createFakeApi({
        'POST /paymentLogin/session': ok({ checkout_session: { id: 'cs-1', state: 'Open' } }),
        'POST /paymentLogin/getBuyer': ok({ buyer }),
        'POST /paymentLogin/checkoutSession': ok({ order: fromProvider }),
        'POST /order/get': ok({ order: fromProvider }),
        'POST /order/selections/delivery': ok({ delivery_methods: [] }),
        'POST /order/selections/payment': ok({ payment_profiles: [] }),
        'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
      });
      renderApp(null, { url: returnUrl, api });
      expect(
        await screen.findByText(/Your name and delivery address come from Amazon Pay/),
      ).toBeInTheDocument();
      expect(screen.getAllByText('Jordan Lee').length).toBeGreaterThan(0);
      // The browser names the provider's session only; the BFF adds the order.
      expect(api.callsTo('POST /paymentLogin/checkoutSession')).toHaveLength(1);
      expect(api.callsTo('POST /paymentLogin/checkoutSession')[0]?.body).toEqual({
        checkout_session_id: 'cs-1',
      });
      // Purchaser done: the provider's choice is not offered again.
      expect(screen.queryByRole('button', { name: 'Check out with Amazon Pay' })).toBeNull();
    });

    it('says so and leaves the order alone when the provider session is closed', async () => {
      const api = createFakeApi({
        'POST /paymentLogin/session': ok({ checkout_session: { id: 'cs-1', state: 'Completed' } }),
      });
      renderApp(null, { url: returnUrl, api });
      expect(
        await screen.findByText(/Your Amazon Pay address could not be used/),
      ).toBeInTheDocument();
      expect(api.callsTo('POST /paymentLogin/checkoutSession')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
    });
  });
});
