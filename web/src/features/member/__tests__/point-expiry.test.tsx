import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const balance = {
  point_amount: 1267,
  unconfirmed_point_amount: 0,
  // Out of order on purpose: the page lists the soonest end first.
  details: [
    { point_amount: 500, usable_period: { end_at: '2027-09-30T14:59:59.999Z' } },
    { point_amount: 700, usable_period: { end_at: '2027-07-31T14:59:59.999Z' } },
    { point_amount: 0, usable_period: { end_at: '2027-01-31T14:59:59.999Z' } },
    // Two grants of the same month end the same day: one row.
    { point_amount: 40, usable_period: { end_at: '2028-11-30T14:59:59.999Z' } },
    { point_amount: 27, usable_period: { end_at: '2028-11-30T14:59:59.999Z' } },
  ],
};

const api = () =>
  createFakeApi({
    'POST /member/point/balance': ok(balance),
    'POST /member/point/history': ok({ point_histories: [], hit: 0 }),
  });

// docs/rules/cart-and-checkout.md#points: what expires when.
describe('/mypage/points: when the points expire', () => {
  it('lists the points by their last usable day, soonest first, in English', async () => {
    renderApp(null, { url: '/mypage/points', session: signedInSession, api: api() });
    const section = await screen.findByRole('region', { name: 'When your points expire' });
    expect(
      within(section).getByText(
        '700 pt can be used until 31 Jul 2027 (end of the day, Japan time).',
      ),
    ).toBeVisible();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '31 Jul 2027700 pt',
      '30 Sep 2027500 pt',
      '30 Nov 202867 pt',
    ]);
  });

  it('writes the days the Japanese way on a Japanese page', async () => {
    renderApp(null, {
      url: '/mypage/points',
      session: { ...signedInSession, language: 'jp' },
      locale: 'jp',
      api: api(),
    });
    const section = await screen.findByRole('region', { name: 'ポイントの有効期限' });
    expect(within(section).getAllByRole('row')[1]).toHaveTextContent('2027年07月31日（土）700 pt');
    // The weekday's brackets are not followed by a second pair.
    expect(
      within(section).getByText('700 ptは日本時間の2027年07月31日（土）の終わりまで使えます。'),
    ).toBeVisible();
  });
});
