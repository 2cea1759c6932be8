import { screen } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// A Japanese buyer's phone is stored as its national digits: the profile reads it as checkout and
// the address book do (web/src/shared/cart/party-phone.ts), 03-1234-5678 on a Japanese page and
// as dialled from abroad on an English one.
const buyer = {
  id: 'u2',
  email: 'buyer@example.jp',
  name: '太郎 山田',
  company: '山田商店',
  tel_primary: '0312345678',
  zip: '1000001',
  street: '東京都千代田区千代田1-1',
  buyer_country: 'JP',
  interest_category_1: 'food-tea',
};

describe('profile: a Japanese phone', () => {
  it.each([
    ['en', 'Phone number', '+81 3-1234-5678'],
    ['jp', '電話番号', '03-1234-5678'],
  ] as const)('is grouped as checkout groups it (%s)', async (language, term, phone) => {
    renderApp(null, {
      url: '/mypage/profile',
      session: { ...signedInSession, language },
      ...(language === 'jp' ? { locale: 'jp' as const } : {}),
      api: createFakeApi({ 'POST /account/member/get': ok({ user: buyer }) }),
    });
    const row = await screen.findByText(term, { selector: 'dt' });
    expect(row.nextElementSibling).toHaveTextContent(phone);
  });
});
