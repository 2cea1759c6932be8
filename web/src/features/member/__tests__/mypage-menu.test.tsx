import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';
import { mypageGroupsRead } from '@/testing/mypage-groups';

// docs/rules/accounts.md#member-area: the section menu has the overview's three named groups, in
// the same order with the same entries, between the overview and leaving the membership.
const rank = { user_rank: { id: '2', code: 'silver', name: 'Silver' } };

const render = (language: 'en' | 'jp') =>
  renderApp(null, {
    url: '/mypage',
    session: { ...signedInSession, language },
    ...(language === 'jp' ? { locale: 'jp' as const } : {}),
    api: createFakeApi({ 'POST /member/userRank/get': ok(rank) }),
  });

describe('the member menu', () => {
  it.each([
    ['en', 'My page menu', 'Overview', mypageGroupsRead.en, 'Leave membership'],
    ['jp', 'マイページメニュー', 'トップ', mypageGroupsRead.jp, '退会'],
  ] as const)(
    'groups its links under the overview group names (%s)',
    async (language, menuName, overview, groups, leave) => {
      render(language);
      const menu = within(await screen.findByRole('navigation', { name: menuName }));
      const names = Object.keys(groups);
      const found = Object.fromEntries(
        names.map((name) => [
          name,
          within(menu.getByRole('list', { name }))
            .getAllByRole('link')
            .map((link) => link.textContent),
        ]),
      );
      expect(found).toEqual(groups);
      // The overview first, leaving last, outside the groups.
      const links = menu.getAllByRole('link').map((link) => link.textContent);
      expect(links[0]).toBe(overview);
      expect(links.at(-1)).toBe(leave);
      expect(links).toHaveLength(2 + Object.values(groups).flat().length);
      expect(menu.getByRole('link', { name: overview })).toHaveAttribute('aria-current', 'page');
    },
  );

  it('lists the groups in the order the overview shows them', async () => {
    render('en');
    const menu = within(await screen.findByRole('navigation', { name: 'My page menu' }));
    const main = within(screen.getByRole('main'));
    const overviewGroups = (await main.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    const menuGroups = menu
      .getAllByRole('list')
      .map((list) => list.getAttribute('aria-labelledby'))
      .filter(Boolean)
      .map((id) => document.getElementById(id!)?.textContent);
    expect(menuGroups).toEqual(overviewGroups);
    expect(menuGroups).toEqual(['Orders and payment', 'Lists and requests', 'Account settings']);
  });

  it("keeps Order history current on an order's detail, and only the overview on the overview", async () => {
    renderApp(null, {
      url: '/mypage/orders/detail?order_number=KK00000011',
      session: signedInSession,
      api: createFakeApi({
        'POST /member/orderHistory/get': ok({
          order: {
            order_number: 'KK00000011',
            payment_status: 'paid',
            total_price: 1000,
            delivery_units: [],
          },
        }),
      }),
    });
    const menu = within(await screen.findByRole('navigation', { name: 'My page menu' }));
    expect(menu.getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(menu.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(
      menu.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
