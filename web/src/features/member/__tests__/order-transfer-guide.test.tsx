import { screen, within } from '@testing-library/react';
import { renderApp, signedInSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';

// docs/rules/cart-and-checkout.md#bank-transfer: while a bank-transfer order is unpaid, its
// detail says where, by when and under which name to pay, in the page's language only.
const account = {
  en: {
    bank_name: 'Demo Bank (fictitious)',
    branch_name: 'Kakehashi Branch (branch no. 123)',
    account_type: 'Ordinary',
    account_number: '1234567',
    account_holder: 'KAKEHASHI DEMO K.K.',
    transfer_days: 7,
  },
  jp: {
    bank_name: 'デモ銀行（架空）',
    branch_name: 'かけはし支店（店番 123）',
    account_type: '普通',
    account_number: '1234567',
    account_holder: 'カ）カケハシ デモ',
    transfer_days: 7,
  },
};
const bank = (language: 'en' | 'jp') => ({
  id: '2',
  code: 'BANK',
  name: language === 'en' ? 'Bank transfer' : '銀行振込',
  payment_fee: 0,
  description:
    language === 'en'
      ? 'Please transfer within 7 days of your order.'
      : 'ご注文日から7日以内にお振り込みください。',
  option: account[language],
});
const order = (payment_status: string, payment_profile: object) => ({
  order_number: 'KK00000077',
  payment_status,
  // 20 Nov 2026, 12:00 JST: seven days later is 27 Nov (a Friday) in Japan.
  ordered_at: '2026-11-20T03:00:00.000Z',
  payment_profile,
  delivery_units: [],
  subtotal: 12_000,
  total_price: 12_000,
});

const open = (placed: object, language: 'en' | 'jp' = 'en') => {
  renderApp(null, {
    url: '/mypage/orders/detail?order_number=KK00000077',
    session: { ...signedInSession, language },
    api: createFakeApi({
      'POST /member/orderHistory/get': ok({ order: placed }),
      'POST /order/getChangePayment': ok({ order: placed, payment_profiles: [] }),
    }),
  });
};
const fact = (guide: HTMLElement, label: string) =>
  within(guide).getByText(label, { selector: 'dt' }).nextSibling;

describe('order detail: how to pay by bank transfer', () => {
  it('shows an unpaid bank-transfer order the account, amount, last day and reference', async () => {
    open(order('unpaid', bank('en')));
    const guide = await screen.findByRole('region', { name: 'How to pay' });
    expect(guide).toHaveTextContent('Please transfer within 7 days of your order.');
    expect(fact(guide, 'Amount to transfer')).toHaveTextContent('¥12,000 (tax incl.)');
    expect(fact(guide, 'Pay by')).toHaveTextContent(/^27 Nov 2026$/);
    expect(fact(guide, 'Bank')).toHaveTextContent('Demo Bank (fictitious)');
    expect(fact(guide, 'Branch')).toHaveTextContent('Kakehashi Branch (branch no. 123)');
    expect(fact(guide, 'Account')).toHaveTextContent('Ordinary 1234567');
    expect(fact(guide, 'Account holder')).toHaveTextContent('KAKEHASHI DEMO K.K.');
    expect(fact(guide, 'Transfer name (reference)')).toHaveTextContent('KK00000077');
    expect(guide).toHaveTextContent('Enter your order number as the transfer name');
    expect(guide).not.toHaveTextContent(/振込|カケハシ/);
  });

  it('says it in Japanese on a Japanese page, the holder in katakana', async () => {
    open(order('unpaid', bank('jp')), 'jp');
    const guide = await screen.findByRole('region', { name: 'お振込みのご案内' });
    expect(fact(guide, 'お振込み金額')).toHaveTextContent('12,000円（税込）');
    expect(fact(guide, 'お振込み期限')).toHaveTextContent(/^2026年11月27日（金）まで$/);
    expect(fact(guide, '金融機関')).toHaveTextContent('デモ銀行（架空）');
    expect(fact(guide, '口座')).toHaveTextContent('普通 1234567');
    expect(fact(guide, '口座名義')).toHaveTextContent('カ）カケハシ デモ');
    expect(fact(guide, '振込依頼人名')).toHaveTextContent('KK00000077');
    expect(guide).toHaveTextContent('振込依頼人名にはご注文番号をご入力ください');
    expect(guide).not.toHaveTextContent(/Bank|transfer|KAKEHASHI/);
  });

  it.each([
    ['a paid bank-transfer order', order('captured', bank('en'))],
    ['a cancelled bank-transfer order', order('canceled', bank('en'))],
    [
      'an unpaid cash-on-delivery order',
      order('unpaid', { id: '3', code: 'COD', name: 'Cash on delivery', payment_fee: 330 }),
    ],
    [
      'a card order',
      order('authorized', { id: '1', code: 'CARD', name: 'Credit card', payment_fee: 0 }),
    ],
  ])('shows nothing of the kind for %s', async (_, placed) => {
    open(placed);
    await screen.findByText('KK00000077', { exact: false });
    await screen.findByText('Payment status');
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByTestId('transfer-guide')).toBeNull();
  });
});
