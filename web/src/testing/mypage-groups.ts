/**
 * The member area's groups as a buyer reads them, in each language: the overview's cards and the
 * section menu must both show exactly these (docs/rules/accounts.md#member-area).
 */
export const mypageGroupsRead = {
  en: {
    'Orders and payment': ['Order history', 'Points', 'Coupons', 'Payment cards', 'Addresses'],
    'Lists and requests': [
      'Favourites',
      'Followed suppliers',
      'Sent requests',
      'Saved searches',
      'New product alerts',
      'Arrival notifications',
      'My reviews',
    ],
    'Account settings': ['Profile', 'Linked services', 'Change password'],
  },
  jp: {
    ご注文とお支払い: ['注文履歴', 'ポイント', 'クーポン', 'お支払いカード', 'お届け先'],
    リストと依頼: [
      'お気に入り',
      'フォロー中の事業者',
      '送信した依頼',
      '保存した検索',
      '新着商品のお知らせ',
      '入荷お知らせ',
      'レビュー',
    ],
    アカウント設定: ['会員情報', '連携サービス', 'パスワード変更'],
  },
} as const;
