import { configure, screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

configure({ asyncUtilTimeout: 15_000 });

// docs/rules/accounts.md#member-information-and-leaving: before confirming, the buyer sees what
// leaving takes away by its own figures (79,130 points went without a word) and what it keeps.

const coupon = (id: string, used: boolean) => ({
  id,
  secret: `s-${id}`,
  issued_at: '2026-11-01T00:00:00+09:00',
  used,
  coupon: null,
});

const open = (locale: 'en' | 'jp', points: number, coupons: ReturnType<typeof coupon>[]) => {
  const api = createFakeApi({
    'POST /member/point/balance': ok({
      point_amount: points,
      unconfirmed_point_amount: 0,
      details: [],
    }),
    'POST /member/coupons/issueList': ok({ issued_coupons: coupons }),
  });
  renderApp(null, {
    url: '/mypage/leave',
    session: { ...signedInSession, language: locale },
    locale,
    api,
  });
};

describe('what leaving takes away', () => {
  it('names the points and the unused coupons, in English', async () => {
    open('en', 79130, [coupon('1', false), coupon('2', false), coupon('3', true)]);
    const losses = await screen.findByRole('region', { name: 'What ends when you leave' });
    expect(
      await within(losses).findByText(
        'Your 79,130 points: they cannot be used once you have left.',
      ),
    ).toBeInTheDocument();
    expect(await within(losses).findByText('The 2 coupons you hold.')).toBeInTheDocument();
    expect(
      within(losses).getByText('Orders already placed are not cancelled: the supplier keeps them.'),
    ).toBeInTheDocument();
  });

  it('says the same in Japanese', async () => {
    open('jp', 1200, []);
    const losses = await screen.findByRole('region', { name: '退会すると失われるもの' });
    expect(
      await within(losses).findByText('保有ポイント1,200ポイント。退会後はご利用いただけません。'),
    ).toBeInTheDocument();
    expect(
      within(losses).getByText('お気に入り、フォロー中の事業者、登録済みの住所とカード。'),
    ).toBeInTheDocument();
  });
});
