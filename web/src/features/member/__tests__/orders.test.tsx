import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, fail, ok } from '@/testing/fake-api';

const order = (order_number: string, payment_status: string, total_price: number) => ({
  order_number,
  payment_status,
  total_price,
  ordered_at: '2026-11-20T03:00:00.000Z',
  payment_profile: { id: '2', code: 'BANK', name: 'Bank transfer' },
  delivery_units: [
    {
      lines: [
        {
          line_id: 'l1',
          order_quantity: 2,
          sell_price_tax_included: 1200,
          item: { id: 'p1', name: '抹茶', name_en: 'Matcha', skus: { id: 's1' } },
          options: [],
        },
      ],
    },
  ],
});

const history = [
  order('KK00000001', 'captured', 10000),
  order('KK00000002', 'authorized', 2500),
  order('KK00000003', 'unpaid', 7000),
  order('KK00000004', 'canceled', 900),
];

describe('order history', () => {
  it('totals only the target statuses and filters by payment status through the URL', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': (call) => {
        const wanted = (call.body as { paymentStatus?: string[] }).paymentStatus;
        const orders = wanted ? history.filter((o) => wanted.includes(o.payment_status)) : history;
        return ok({ orders, hit: orders.length });
      },
    });
    const { user, router } = renderApp(null, {
      url: '/mypage/orders',
      session: signedInSession,
      api,
    });
    expect(await screen.findByText('4 orders')).toBeInTheDocument();
    // captured + authorized only: 10,000 + 2,500
    const total = screen.getByText(
      'Total of the orders shown whose payment status is “Paid by card” or “Paid”',
    );
    expect(total.nextSibling).toHaveTextContent('12,500');
    // It closes the list, as on a statement: the first amount a buyer reads is an order's.
    expect(
      screen.getByText('KK00000001').compareDocumentPosition(total) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting payment' }));
    expect(await screen.findByText('1 order')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=unpaid');
    expect(api.callsTo('POST /member/orderHistory/list').at(-1)?.body).toMatchObject({
      paymentStatus: ['unpaid'],
    });
    expect(
      screen.getByText('Total of the orders shown whose payment status is “Paid by card” or “Paid”')
        .nextSibling,
    ).toHaveTextContent('0');
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('4 orders')).toBeInTheDocument();
  });

  it('ticks a status box at once and then writes it to the URL; a navigation clears it', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': ok({ orders: history, hit: 4 }),
    });
    const { user, router } = renderApp(null, {
      url: '/mypage/orders?status=captured',
      session: signedInSession,
      api,
    });
    const paid = await screen.findByRole('checkbox', { name: 'Paid' });
    expect(paid).toBeChecked();
    const unpaid = screen.getByRole('checkbox', { name: 'Awaiting payment' });
    await user.click(unpaid);
    // Checked from the click itself, not from the URL round trip.
    expect(unpaid).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid%2Ccaptured'));
    await user.click(paid);
    expect(paid).not.toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid'));
    // The URL stays the source of truth: a navigation elsewhere is followed by the boxes.
    await act(() => router.navigate('/mypage/orders'));
    await waitFor(() => expect(unpaid).not.toBeChecked());
  });

  it('totals the statuses the BFF is configured with and names them', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': ok({ orders: history, hit: 4 }),
    });
    renderApp(null, {
      url: '/mypage/orders',
      session: { ...signedInSession, site: { orderTotalStatuses: ['unpaid', 'canceled'] } },
      api,
    });
    const label = await screen.findByText(
      'Total of the orders shown whose payment status is “Awaiting payment” or “Cancelled”',
    );
    // unpaid + canceled only: 7,000 + 900
    expect(label.nextSibling).toHaveTextContent('7,900');
  });

  it('says plainly which orders the total adds up, in Japanese too', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': ok({ orders: [history[2]], hit: 1 }),
    });
    renderApp(null, {
      url: '/mypage/orders',
      session: { ...signedInSession, language: 'jp' },
      api,
    });
    const label = await screen.findByText(
      '表示中の注文のうち、支払い状況が「カード決済済み」または「お支払い済み」の注文の合計',
    );
    // A fresh order awaiting payment: ¥0, and the page says why.
    expect(label.nextSibling).toHaveTextContent('0円');
    expect(screen.getByText('その他の支払い状況の注文は含みません。')).toBeInTheDocument();
  });

  it('keeps the filters behind a disclosure that counts the active ones (shown on phones)', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': ok({ orders: history, hit: 4 }),
    });
    const { user } = renderApp(null, {
      url: '/mypage/orders?status=unpaid%2Ccaptured&from=2026-11-01',
      session: signedInSession,
      api,
    });
    // Two ticked statuses and a date range.
    const toggle = await screen.findByRole('button', { name: 'Filter orders (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('checkbox', { name: 'Awaiting payment' })).toBeChecked();
    expect(panel).not.toHaveClass('is-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('is-open');
    await user.click(within(panel).getByRole('button', { name: 'Show all' }));
    await user.clear(within(panel).getByLabelText('From'));
    expect(await screen.findByRole('button', { name: 'Filter orders' })).toBe(toggle);
  });

  it('names the disclosure in Japanese', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': ok({ orders: history, hit: 4 }),
    });
    renderApp(null, {
      url: '/mypage/orders?status=unpaid',
      session: { ...signedInSession, language: 'jp' },
      api,
    });
    expect(await screen.findByRole('button', { name: '絞り込み（1）' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers cancel and change of payment only where the status allows', async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/get': (call) => {
        const number = (call.body as { order_number: string }).order_number;
        return ok({ order: history.find((o) => o.order_number === number) });
      },
      'POST /order/getChangePayment': ok({
        order: history[2],
        payment_profiles: [
          { id: '1', code: 'CARD', name: 'Credit card' },
          { id: '2', code: 'BANK', name: 'Bank transfer' },
        ],
      }),
      'POST /order/cancel': ok({ order: { ...history[2], payment_status: 'canceled' } }),
    });
    const paid = renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000001',
      session: signedInSession,
      api,
    });
    expect(
      await screen.findByText('This order can no longer be cancelled or paid differently.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Matcha')).toBeInTheDocument();
    paid.unmount();

    const unpaid = renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000003',
      session: signedInSession,
      api,
    });
    const select = await screen.findByLabelText('New payment method');
    // The current method is not offered again.
    expect(within(select).queryByRole('option', { name: 'Bank transfer' })).not.toBeInTheDocument();
    const browserDialog = jest.spyOn(window, 'confirm');
    // Cancelling asks in place, saying what follows; "Keep the order" cancels nothing.
    await unpaid.user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Cancel order KK00000003? This cannot be undone.',
    });
    expect(question).toHaveAccessibleDescription(
      'No payment is taken for a cancelled order. To buy these items later, place a new order.',
    );
    expect(screen.getByRole('button', { name: 'Yes, cancel the order' })).toHaveFocus();
    await unpaid.user.click(screen.getByRole('button', { name: 'Keep the order' }));
    expect(api.callsTo('POST /order/cancel')).toHaveLength(0);

    await unpaid.user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await unpaid.user.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('The order has been cancelled.')).toBeInTheDocument();
    expect(api.callsTo('POST /order/cancel')[0]?.body).toEqual({ order_number: 'KK00000003' });
    expect(browserDialog).not.toHaveBeenCalled();
  });

  it("shows the BFF's message when the history cannot be read", async () => {
    const api = createFakeApi({
      'POST /member/orderHistory/list': fail('E999-999', 'The service is not responding.', 502),
    });
    renderApp(null, { url: '/mypage/orders', session: signedInSession, api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not responding.');
    await waitFor(() =>
      expect(api.callsTo('POST /member/orderHistory/list').length).toBeGreaterThan(0),
    );
  });
});
