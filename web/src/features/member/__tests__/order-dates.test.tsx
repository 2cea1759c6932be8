import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

const order = (order_number: string, ordered_at: string) => ({
  order_number,
  payment_status: 'captured',
  total_price: 1000,
  ordered_at,
});

const api = () =>
  createFakeApi({
    'POST /member/orderHistory/list': ok({
      orders: [order('KK00000001', '2026-04-10T03:00:00.000Z')],
      hit: 1,
    }),
  });

const lastBody = (fake: ReturnType<typeof api>) =>
  fake.callsTo('POST /member/orderHistory/list').at(-1)?.body;

// docs/rules/cart-and-checkout.md#order-history-dates
describe('order history: the days ordered', () => {
  it('asks for the range in the URL beside the status filter', async () => {
    const fake = api();
    renderApp(null, {
      url: '/mypage/orders?status=captured&from=2026-04-01&to=2026-04-30',
      session: signedInSession,
      api: fake,
    });
    expect(await screen.findByLabelText('From')).toHaveValue('2026-04-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-04-30');
    await screen.findByText('KK00000001');
    expect(lastBody(fake)).toEqual({
      paymentStatus: ['captured'],
      ordered_at: { begin: '2026-04-01', end: '2026-04-30' },
      offset: 0,
      limit: 100,
    });
  });

  it('writes a chosen day to the URL and keeps the statuses; clearing asks for every date', async () => {
    const fake = api();
    const { user, router } = renderApp(null, {
      url: '/mypage/orders?status=captured',
      session: signedInSession,
      api: fake,
    });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-04-01' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=captured&from=2026-04-01'),
    );
    await waitFor(() =>
      expect(lastBody(fake)).toMatchObject({ ordered_at: { begin: '2026-04-01' } }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting payment' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=unpaid%2Ccaptured&from=2026-04-01'),
    );
    await user.click(screen.getByRole('button', { name: 'Any date' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=unpaid%2Ccaptured'));
    await waitFor(() => expect(lastBody(fake)).not.toHaveProperty('ordered_at'));
  });

  it('says so when the last day comes before the first, and does not ask for it', async () => {
    const fake = api();
    renderApp(null, {
      url: '/mypage/orders?from=2026-04-30&to=2026-04-01',
      session: signedInSession,
      api: fake,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last day comes before the first.',
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await screen.findByText('KK00000001');
    expect(lastBody(fake)).not.toHaveProperty('ordered_at');
  });

  // A browser's date input shows its own locale's "mm/dd/yyyy": each field reads its day back the
  // page's way under it, and says in the page's language when it is empty.
  it.each([
    [
      'jp',
      '開始日',
      '終了日',
      '2026年04月01日（水）から',
      '終了日の指定なし',
      '2026年04月30日（木）まで',
    ],
    [
      'en',
      'From',
      'To',
      'From Wed 1 Apr 2026',
      'No last day',
      'Up to and including Thu 30 Apr 2026',
    ],
  ] as const)(
    'reads the chosen days back in the page language (%s)',
    async (language, fromLabel, toLabel, fromDay, noTo, toDay) => {
      renderApp(null, {
        url: '/mypage/orders?from=2026-04-01',
        session: { ...signedInSession, language },
        api: api(),
      });
      const first = await screen.findByLabelText(fromLabel);
      expect(first).toHaveAccessibleDescription(fromDay);
      const last = screen.getByLabelText(toLabel);
      expect(last).toHaveAccessibleDescription(noTo);
      fireEvent.change(last, { target: { value: '2026-04-30' } });
      await waitFor(() => expect(last).toHaveAccessibleDescription(toDay));
    },
  );
});
