import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/site-and-pages.md#addresses-and-phones: the address book reads a saved address as the
// checkout and the order detail read an order's party (one component, PartyAddress), an address
// in Japan written for mail from abroad on an English page, the Japanese order with 〒 on a
// Japanese one.
const api = () =>
  createFakeApi({
    'POST /member/address/get': ok({
      addresses: [
        {
          adressId: 'A1',
          address: {
            name: 'Rossi Tokyo Office',
            company: 'Rossi Fine Foods S.r.l.',
            zip: '1000005',
            state: '東京都',
            city: '千代田区',
            street: '丸の内1-1-1',
            building: 'Bridge Tower 12F',
            tel: '0312345678',
          },
        },
      ],
    }),
    'POST /customMaster/get': ok({
      options: [{ code: '13', name: '東京都', name_en: 'Tokyo' }],
    }),
  });

const lines = async (language: 'en' | 'jp') => {
  renderApp(null, {
    url: '/mypage/addresses',
    session: { ...signedInSession, language },
    ...(language === 'jp' ? { locale: 'jp' as const } : {}),
    api: api(),
  });
  const address = (await screen.findByText('Rossi Tokyo Office')).closest('address')!;
  if (language === 'en') await within(address).findByText('As written for delivery in Japan');
  return [...address.children].map((line) => line.textContent);
};

describe('/mypage/addresses: a saved address', () => {
  // docs/rules/cart-and-checkout.md#addresses-in-japan: written in Japanese, it reads as written
  // in Japan, labelled, not with the prefecture alone in English ('千代田区, Tokyo 100-0005').
  it('reads on an English page as written for delivery in Japan, in one script', async () => {
    expect(await lines('en')).toEqual([
      'Rossi Tokyo Office',
      'Rossi Fine Foods S.r.l.',
      '〒100-0005 東京都千代田区丸の内1-1-1 Bridge Tower 12F',
      'As written for delivery in Japan',
      '+81 3-1234-5678',
    ]);
  });

  it('reads on a Japanese page in the Japanese order, 〒 first', async () => {
    expect(await lines('jp')).toEqual([
      'Rossi Tokyo Office',
      'Rossi Fine Foods S.r.l.',
      '〒100-0005 東京都千代田区丸の内1-1-1 Bridge Tower 12F',
      '03-1234-5678',
    ]);
  });
});
