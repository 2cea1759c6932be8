import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/cart-and-checkout.md#points: the points an order earned are pending until they are
// confirmed; the page says so apart from the usable balance, when they are confirmed, and on the
// order's line of the history. Confirmation days are far ahead, past ones far behind: no test
// here depends on today's date.
const confirmsAt = '2099-06-08T03:00:00.000Z';
const balance = (pendingDetails: { point_amount: number; begin_at: string }[]) => ({
  point_amount: 1200,
  unconfirmed_point_amount: pendingDetails.reduce((s, d) => s + d.point_amount, 0),
  details: [
    {
      point_amount: 1200,
      usable_period: { begin_at: '2025-07-01T00:00:00.000Z', end_at: '2027-07-31T14:59:59.999Z' },
    },
    ...pendingDetails.map((d) => ({
      point_amount: d.point_amount,
      usable_period: { begin_at: d.begin_at, end_at: '2101-06-30T14:59:59.999Z' },
    })),
  ],
});
const history = {
  point_histories: [
    {
      order_number: 'KK00000042',
      occurred_at: '2099-06-01T03:00:00.000Z',
      details: [
        {
          point_amount: 39946,
          reason: 'Earned on order',
          usable_period: { begin_at: confirmsAt, end_at: '2101-06-30T14:59:59.999Z' },
        },
      ],
    },
    {
      order_number: null,
      occurred_at: '2025-07-01T00:00:00.000Z',
      details: [
        {
          point_amount: 1200,
          reason: 'Welcome bonus',
          usable_period: { begin_at: '2025-07-01T00:00:00.000Z', end_at: null },
        },
      ],
    },
  ],
  hit: 2,
};
const api = (b: unknown) =>
  createFakeApi({
    'POST /member/point/balance': ok(b),
    'POST /member/point/history': ok(history),
  });

describe('/mypage/points: points pending until confirmed', () => {
  it('says the pending points apart from the balance, and when they are confirmed', async () => {
    renderApp(null, {
      url: '/mypage/points',
      session: signedInSession,
      api: api(balance([{ point_amount: 39946, begin_at: confirmsAt }])),
    });
    expect(
      await screen.findByText('Pending: 39,946 points (from recent orders; usable once confirmed)'),
    ).toBeVisible();
    expect(screen.getByText('They are confirmed on 8 Jun 2099 (Japan time).')).toBeVisible();
    // The balance is the usable points only.
    expect(screen.getByText('Point balance').nextElementSibling).toHaveTextContent('1,200 pt');
    // Not usable yet, so not among what expires when.
    const expiry = screen.getByRole('region', { name: 'When your points expire' });
    expect(
      within(expiry)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['31 Jul 20271,200 pt']);
    // The order's line says it is pending; the bonus's does not.
    const order = (await screen.findByText('(KK00000042)')).closest('tr')!;
    expect(order).toHaveTextContent('Pending: usable from 8 Jun 2099');
    const bonus = screen.getByText('Welcome bonus').closest('tr')!;
    expect(bonus).not.toHaveTextContent('Pending');
  });

  it('says it in Japanese, and which part is confirmed first when orders confirm apart', async () => {
    renderApp(null, {
      url: '/mypage/points',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api: api(
        balance([
          { point_amount: 38984, begin_at: confirmsAt },
          { point_amount: 962, begin_at: '2099-06-15T03:00:00.000Z' },
        ]),
      ),
    });
    expect(
      await screen.findByText(
        '確定待ち：39,946ポイント（最近のご注文分。確定後にご利用いただけます。）',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'そのうち38,984ポイントは日本時間の2099年06月08日（月）に確定し、残りはその後に確定します。',
      ),
    ).toBeVisible();
    const order = (await screen.findByText('(KK00000042)')).closest('tr')!;
    expect(order).toHaveTextContent('確定待ち：2099年06月08日（月）から利用可');
  });

  it('says the pending amount alone when the balance does not say when', async () => {
    renderApp(null, {
      url: '/mypage/points',
      session: signedInSession,
      api: api({ ...balance([]), unconfirmed_point_amount: 500 }),
    });
    expect(
      await screen.findByText('Pending: 500 points (from recent orders; usable once confirmed)'),
    ).toBeVisible();
    expect(screen.queryByText(/are confirmed on/)).not.toBeInTheDocument();
  });
});
