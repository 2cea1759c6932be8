import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

// docs/rules/accounts.md#addresses: the address book offers checkout's and sign-up's postal-code
// lookup, and a new entry is saved with 'Save address' (an edit keeps 'Save changes').
const api = () =>
  createFakeApi({
    'POST /member/address/get': ok({ addresses: [] }),
    'POST /zipSearchApi': ok({
      prefecture_id: 13,
      prefecture: '東京都',
      address1: '千代田区',
      address2: '丸の内',
    }),
    'POST /customMaster/get': ok({ options: [{ code: '13', name: '東京都', name_en: 'Tokyo' }] }),
  });

const texts = {
  en: { add: 'Add an address', zip: /^Postal code/, find: 'Find address', save: 'Save address' },
  jp: { add: 'お届け先を追加する', zip: /^郵便番号/, find: '住所を検索', save: '住所を登録する' },
} as const;

describe('/mypage/addresses: a new address', () => {
  it.each([
    ['en', 'Tokyo', ''],
    ['jp', '東京都', '千代田区丸の内'],
  ] as const)(
    'finds the prefecture from the postal code and is saved with “Save address” (%s)',
    async (language, prefecture, city) => {
      const { user } = renderApp(null, {
        url: '/mypage/addresses',
        session: { ...signedInSession, language },
        locale: language,
        api: api(),
      });
      const t = texts[language];
      await user.click(await screen.findByRole('button', { name: t.add }));
      const form = screen.getByRole('button', { name: t.save }).closest('form')!;
      expect(within(form).queryByRole('button', { name: /Save changes|変更を保存/ })).toBeNull();
      await user.type(within(form).getByRole('textbox', { name: t.zip }), '100-0005');
      await user.click(within(form).getByRole('button', { name: t.find }));
      expect(await within(form).findByDisplayValue(prefecture)).toBeVisible();
      expect(within(form).getByRole('textbox', { name: /^(City|市区町村)/ })).toHaveValue(city);
    },
  );
});
