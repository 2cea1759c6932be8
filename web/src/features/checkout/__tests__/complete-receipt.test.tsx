import { screen, waitFor, within } from '@testing-library/react';
import { checkoutParty } from '@/testing/checkout-fixtures';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/cart-and-checkout.md#completion-page: the completion page is the buyer's receipt —
// what was ordered, where it goes, how and when, the address the mail went to — and a guest's
// order password can be kept (copied, printed) before the page is left.

const receiver = {
  ...checkoutParty,
  name: 'Jane Doe',
  email: 'jane@example.org',
  company: 'Doe Trading',
  street: '2-3-4',
};
/** A placed order as the mock's guestOrder/get and member/orderHistory/get answer it. */
const placedOrder = (orderNumber: string) => ({
  order_number: orderNumber,
  payment_status: 'captured',
  ordered_at: '2026-11-20T03:00:00.000Z',
  total_price: 699_320,
  purchaser: { ...receiver },
  reciever: receiver,
  payment_profile: { id: 'pp-card', code: 'CARD', name: 'Credit card', payment_fee: 0 },
  taxes: [{ tax_rate: 8, tax: 51_800, price_tax_included: 699_320 }],
  delivery_units: [
    {
      delivery_unit_no: 1,
      temperature_class: 'dry',
      delivery_method: {
        id: 'dm-1',
        code: 'STANDARD',
        name: 'Standard delivery',
        delivery_fee: 820,
        delivery_date: '2026-12-03',
        delivery_time: '14-16',
      },
      lines: [
        {
          line_id: 'l1',
          item: {
            id: 'i1',
            code: 'P103404',
            name: '有機抹茶',
            name_en: 'Organic matcha',
            skus: {
              id: 's1',
              code: 'P103404-100',
              variation: [
                {
                  variation_code: 'amount-g',
                  variation_name: '内容量',
                  variation_name_en: 'Net weight',
                  selection_code: '100',
                  selection_name: '100g',
                },
              ],
            },
          },
          order_quantity: 100,
          options: [],
          sell_price_tax_included: 6985,
          subtotal: 698_500,
        },
      ],
    },
  ],
});

const guestAnswers = {
  'GET /checkout/result': ok({
    orderNumber: 'KK00000010',
    guestOrderPassword: 'gp_57ba5a466',
    failure: null,
  }),
  'POST /guestOrder/get': ok({ order: placedOrder('KK00000010') }),
};
const open = (answers: Parameters<typeof createFakeApi>[0], session = {}) =>
  renderApp(null, { url: '/checkout/complete', session, api: createFakeApi(answers) });

/** Whether leaving the page (closing, reloading the tab) would be asked about first. */
const asksBeforeLeaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the completion page as a receipt (docs/rules/cart-and-checkout.md)', () => {
  beforeAll(async () => {
    await import('../routes/complete-page');
  });
  afterEach(() => jest.restoreAllMocks());

  it('says what was ordered, where and how it goes, and where the mail went', async () => {
    open(guestAnswers);
    const ordered = await screen.findByRole('region', { name: 'What you ordered' });
    const line = within(ordered).getByText('Organic matcha').closest('li')!;
    expect(line).toHaveTextContent('Organic matcha');
    expect(line).toHaveTextContent('100g');
    expect(line).toHaveTextContent('× 100');
    expect(line).toHaveTextContent('¥698,500');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    const fact = (label: string | RegExp) =>
      within(delivery).getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Deliver to')).toHaveTextContent('Jane Doe');
    expect(fact('Deliver to')).toHaveTextContent('Doe Trading');
    expect(fact('Deliver to')).toHaveTextContent('2-3-4');
    expect(fact('Delivery method')).toHaveTextContent('Standard delivery');
    expect(fact('Delivery date')).toHaveTextContent('3 Dec 2026');
    expect(fact(/^Delivery time/)).toHaveTextContent('14:00–16:00');
    expect(screen.getByText('A confirmation has been sent to jane@example.org.')).toBeVisible();
  });

  it("shows a member's order the same, read from the order history (a reload reads it again)", async () => {
    open(
      {
        'GET /checkout/result': ok({
          orderNumber: 'KK00000007',
          guestOrderPassword: null,
          failure: null,
        }),
        'POST /member/orderHistory/get': ok({ order: placedOrder('KK00000007') }),
      },
      signedInSession,
    );
    const ordered = await screen.findByRole('region', { name: 'What you ordered' });
    expect(within(ordered).getByText('Organic matcha')).toBeVisible();
    expect(screen.getByText('A confirmation has been sent to jane@example.org.')).toBeVisible();
    // No password: nothing to keep, nothing asked on leaving.
    expect(screen.queryByRole('button', { name: 'Copy password' })).toBeNull();
    expect(asksBeforeLeaving()).toBe(false);
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeVisible();
  });

  it('lets a guest copy the password, and asks before leaving only until it is kept', async () => {
    const { user } = open(guestAnswers);
    await screen.findByRole('region', { name: 'What you ordered' });
    expect(screen.getByTestId('guest-order-password')).toHaveTextContent('gp_57ba5a466');
    expect(screen.getByRole('link', { name: 'Find your order' })).toHaveAttribute(
      'href',
      '/order/guest',
    );
    expect(asksBeforeLeaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByText('Copied.')).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('gp_57ba5a466');
    expect(asksBeforeLeaving()).toBe(false);
  });

  it('prints the page as a receipt, after which leaving asks nothing', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open(guestAnswers);
    await screen.findByRole('region', { name: 'What you ordered' });
    expect(asksBeforeLeaving()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(asksBeforeLeaving()).toBe(false), { timeout: 10_000 });
  });

  // A link inside the site never fired beforeunload: the logo or 'Continue shopping' took a guest
  // away from the only place the password is shown, without a word.
  // The completion page said 'Points for this order: 94 points' to a guest, who has no balance
  // to earn them in; checkout's summary already left the row out.
  it("names the points an order earns to a member only, never on a guest's receipt", async () => {
    const earning = (orderNumber: string) => ({
      ...placedOrder(orderNumber),
      issue_points: { point_amount: 94 },
    });
    const { unmount } = open({
      ...guestAnswers,
      'POST /guestOrder/get': ok({ order: earning('KK00000010') }),
    });
    await screen.findByRole('region', { name: 'What you ordered' });
    expect(screen.queryByText('Points for this order')).toBeNull();
    unmount();
    open(
      {
        'GET /checkout/result': ok({
          orderNumber: 'KK00000007',
          guestOrderPassword: null,
          failure: null,
        }),
        'POST /member/orderHistory/get': ok({ order: earning('KK00000007') }),
      },
      signedInSession,
    );
    const ordered = await screen.findByRole('region', { name: 'What you ordered' });
    expect(within(ordered).getByText('Points for this order')).toBeVisible();
  });

  it('asks in a dialog before a link inside the site leaves the password behind', async () => {
    const { user, router } = open(guestAnswers);
    await screen.findByRole('region', { name: 'What you ordered' });
    const shopOn = screen.getByRole('link', { name: 'Continue shopping' });
    await user.click(shopOn);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without your order password?' });
    expect(dialog).toHaveAccessibleDescription(/shown only on this page/);
    expect(router.state.location.pathname).toBe('/checkout/complete');
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    // Tab goes round the dialog's buttons, not to the page behind it.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Leave anyway' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    // Escape stays, the focus back on the link pressed.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(shopOn).toHaveFocus();
    expect(screen.getByTestId('guest-order-password')).toHaveTextContent('gp_57ba5a466');
    // 'Stay on this page' stays too; 'Leave anyway' goes where the link led.
    await user.click(screen.getByRole('link', { name: 'Find your order' }));
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/checkout/complete');
    await user.click(shopOn);
    await user.click(screen.getByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a guest leave by a link without asking once the password is copied', async () => {
    const { user, router } = open(guestAnswers);
    await screen.findByRole('region', { name: 'What you ordered' });
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    await screen.findByText('Copied.');
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks a member nothing on leaving: there is no password', async () => {
    const { user, router } = open(
      {
        'GET /checkout/result': ok({
          orderNumber: 'KK00000007',
          guestOrderPassword: null,
          failure: null,
        }),
        'POST /member/orderHistory/get': ok({ order: placedOrder('KK00000007') }),
      },
      signedInSession,
    );
    await screen.findByRole('region', { name: 'What you ordered' });
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says what it cannot show when a guest's order cannot be read back", async () => {
    open({
      'GET /checkout/result': guestAnswers['GET /checkout/result'],
      'POST /guestOrder/get': {
        status: 429,
        body: { status: 'E000-429', data: null, message: 'Too many attempts.' },
      },
    });
    expect(await screen.findByTestId('placed-unread')).toHaveTextContent(
      'The order’s details cannot be shown here just now. The order is placed: look it up later on Find your order',
    );
    expect(screen.getByTestId('guest-order-password')).toHaveTextContent('gp_57ba5a466');
    expect(
      screen.getByText("A confirmation has been sent to the purchaser's email address."),
    ).toBeVisible();
  });

  it('speaks Japanese on a Japanese page', async () => {
    const { user } = renderApp(null, {
      url: '/checkout/complete',
      session: { language: 'jp' as const },
      locale: 'jp' as const,
      api: createFakeApi(guestAnswers),
    });
    const ordered = await screen.findByRole('region', { name: 'ご注文内容' });
    expect(within(ordered).getByText('有機抹茶')).toBeVisible();
    expect(screen.getByText('jane@example.org宛てに確認メールをお送りしました。')).toBeVisible();
    expect(screen.getByRole('button', { name: 'パスワードをコピー' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'このページを印刷' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'お買い物を続ける' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'ご注文パスワードを控えずに移動しますか？',
    });
    expect(within(dialog).getByRole('button', { name: 'このページにとどまる' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'このまま移動する' })).toBeVisible();
    const delivery = screen.getByRole('region', { name: 'お届け' });
    expect(
      within(delivery).getByText('お届け先', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('Jane Doe');
  });
});
