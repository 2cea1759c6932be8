/** The member area's sections in menu order (docs/rules/accounts.md#member-area). */
export const mypageSections = [
  { key: 'overview', to: '/mypage' },
  { key: 'profile', to: '/mypage/profile' },
  { key: 'orders', to: '/mypage/orders' },
  // docs/rules/trade-desk.md: the buyer's trade desk.
  { key: 'requests', to: '/mypage/requests' },
  { key: 'searches', to: '/mypage/searches' },
  { key: 'alerts', to: '/mypage/alerts' },
  { key: 'points', to: '/mypage/points' },
  { key: 'coupons', to: '/mypage/coupons' },
  { key: 'addresses', to: '/mypage/addresses' },
  { key: 'cards', to: '/mypage/cards' },
  { key: 'reviews', to: '/mypage/reviews' },
  { key: 'notifications', to: '/mypage/notifications' },
  { key: 'linked', to: '/mypage/linked' },
  { key: 'password', to: '/account/change_password' },
  { key: 'leave', to: '/mypage/leave' },
] as const;

export type MypageSection = (typeof mypageSections)[number]['key'];
