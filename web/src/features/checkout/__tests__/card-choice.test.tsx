import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutParty, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { phrasesOf } from '@/testing/phrases';

// docs/rules/cart-and-checkout.md#card-payment: a member with saved cards chooses at the payment
// step the card to pay with, or another card entered at the issuer's page; a guest reads that the
// card is entered there; the review says which card the order charges.
const card = { id: '1', code: 'CARD', name: 'Credit card', description: '3-D Secure card payment' };
const bank = { id: '2', code: 'BANK', name: 'Bank transfer' };
const order = {
  purchaser: checkoutParty,
  reciever: checkoutParty,
  delivery_units: [],
  subtotal: 5000,
  total_price: 5000,
  taxes: [],
  completed: stepsSaved({ purchaser: true, reciever: true, delivery: true }),
};
const visa = {
  card_id: 'c7',
  payment_profile_id: '1',
  payment_config: { brand: 'Visa', last4: '4444', expiry: '11/29' },
};

const setup = ({ member = true, jp = false, at = order as object } = {}) => {
  const api = createFakeApi({
    'POST /order/get': ok({ order: at }),
    'POST /order/selections/delivery': ok({ delivery_methods: [] }),
    'POST /order/selections/payment': ok({ payment_profiles: [card, bank] }),
    'POST /order/selections/coupon': ok({ issued_coupons: [], coupons: [] }),
    'POST /member/creditcard/get': ok({ cards: [visa] }),
    'POST /order/setPayment': ok({ order: at }),
  });
  renderApp(null, {
    url: '/checkout',
    api,
    session: { ...(member ? signedInSession : {}), ...(jp ? { language: 'jp' as const } : {}) },
    ...(jp ? { locale: 'jp' as const } : {}),
  });
  return api;
};
const sentPayment = (api: ReturnType<typeof setup>) =>
  (api.callsTo('POST /order/setPayment').at(-1)?.body as { paymentProfile: object }).paymentProfile;

describe('the card a card payment charges', () => {
  beforeAll(async () => {
    await import('../routes/checkout-page');
    await import('../routes/complete-page');
  });

  it('offers a member’s saved card, chosen first, or another card, and sends the choice', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    // Named by the card, its expiry on a line of its own that describes it.
    const saved = await screen.findByRole('radio', {
      name: 'Visa ending in 4444',
      description: 'Expires 11/29',
    });
    expect(saved).toBeChecked();
    expect(screen.getByRole('group', { name: 'Card to pay with' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(sentPayment(api)).toMatchObject({ id: '1', card_id: 'c7' });

    await user.click(
      screen.getByRole('radio', {
        name: 'Another card',
        description: "Enter it on your card issuer's page",
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(sentPayment(api)).not.toHaveProperty('card_id');
  });

  it('says the saved card in Japanese on a Japanese page', async () => {
    const user = userEvent.setup();
    setup({ jp: true });
    // The fake's payment names are English; the page's own words are under test.
    const payments = await screen.findByRole('radiogroup', { name: 'お支払い' });
    await user.click((await within(payments).findAllByRole('radio'))[0]!);
    const saved = await screen.findByRole('radio', {
      name: 'Visa（末尾4444）',
      description: '有効期限 11/29',
    });
    expect(saved).toBeChecked();
    expect(
      screen.getByRole('radio', { name: '別のカード', description: 'カード会社の画面で入力' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'お支払いに使うカード' })).toBeInTheDocument();
    // docs/rules/site-and-pages.md#line-breaks: the card's name is a phrase, so a narrow screen
    // breaks it between 'Visa' and its bracket, never inside 「（末尾4444）」.
    const name = document.getElementById(saved.getAttribute('aria-labelledby')!);
    await waitFor(() => expect(phrasesOf(name)).toEqual(['Visa', '（末尾4444）']));
  });

  it('tells a guest the card is entered at the issuer’s page, naming no saved card', async () => {
    const user = userEvent.setup();
    const api = setup({ member: false });
    await user.click(await screen.findByRole('radio', { name: /Credit card/ }));
    expect(
      screen.getByText(
        "After placing the order, you enter the card and confirm it on your card issuer's secure page (3-D Secure).",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Card to pay with' })).toBeNull();
    expect(api.callsTo('POST /member/creditcard/get')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(sentPayment(api)).not.toHaveProperty('card_id');
  });

  it('says in the review which card the order charges', async () => {
    setup({
      at: {
        ...order,
        payment_profile: card,
        payment_card: { card_id: 'c7', brand: 'Visa', last4: '4444', expiry: '11/29' },
        completed: { ...order.completed, payment: true },
      },
    });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText('Paid by Visa ending in 4444')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Paid by Visa ending in 4444'],
    ['jp', 'Visa（末尾4444）でお支払い'],
  ] as const)('says on the completion page which card paid (%s)', async (language, text) => {
    renderApp(null, {
      url: '/checkout/complete',
      session: { language },
      locale: language,
      api: createFakeApi({
        'GET /checkout/result': ok({
          orderNumber: 'KK00000009',
          guestOrderPassword: 'pw-1',
          failure: null,
        }),
        'POST /guestOrder/get': ok({
          order: {
            order_number: 'KK00000009',
            payment_status: 'authorized',
            total_price: 5000,
            payment_profile: card,
            payment_card: { brand: 'Visa', last4: '4444', expiry: '11/29' },
          },
        }),
      }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
