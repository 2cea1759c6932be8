/**
 * Where the member area leads: one entry per page, with the key of its name. The section menu and
 * the overview's cards are both drawn from `mypageGroups`, so the two never list the pages in
 * different groups or orders (docs/rules/accounts.md#member-area).
 */
export type MypageEntry = { key: string; to: string; label: string };

const section = <Key extends string>(key: Key, to: string) =>
  ({ key, to, label: `mypage.nav.${key}` }) as const;

/** The first entry of the menu, above the groups. */
export const mypageOverview = section('overview', '/mypage');

/**
 * The pages in three named groups, as a buyer looks for them: what they bought and how they pay,
 * what they keep and ask about, and the account itself. The shortlists live outside /mypage but
 * are looked for here (the phone's bottom bar leads to /mypage), named as the header names them.
 */
export const mypageGroups = [
  {
    key: 'orders',
    entries: [
      section('orders', '/mypage/orders'),
      section('points', '/mypage/points'),
      section('coupons', '/mypage/coupons'),
      section('cards', '/mypage/cards'),
      section('addresses', '/mypage/addresses'),
    ],
  },
  {
    key: 'lists',
    entries: [
      { key: 'favorites', to: '/favorites', label: 'discovery.frame.favorites' },
      { key: 'follows', to: '/follows', label: 'discovery.frame.follows' },
      // docs/rules/trade-desk.md: the buyer's trade desk.
      section('requests', '/mypage/requests'),
      section('searches', '/mypage/searches'),
      section('alerts', '/mypage/alerts'),
      section('notifications', '/mypage/notifications'),
      section('reviews', '/mypage/reviews'),
    ],
  },
  {
    key: 'account',
    entries: [
      section('profile', '/mypage/profile'),
      section('linked', '/mypage/linked'),
      section('password', '/account/change_password'),
    ],
  },
] as const satisfies readonly { key: string; entries: readonly MypageEntry[] }[];

/** Leaving the membership: the menu's last entry, with no card on the overview. */
export const mypageLeave = section('leave', '/mypage/leave');
