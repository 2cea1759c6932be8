import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { PartyForm, partyValues } from '../components/party-form';

// docs/rules/cart-and-checkout.md#addresses-in-japan: 100-0005 filled 東京都 and 千代田区 and put
// the town 丸の内 in the street field, where the buyer's 1-1-1 replaced it; the order's address
// read 東京都千代田区1-1-1. The town now goes with the city and the street is left to the buyer.
describe.each([
  ['jp', '郵便番号', '住所を検索', '市区町村', '番地', '保存'],
  ['en', 'Postal code', 'Find address', 'City', 'Street address', 'Save'],
] as const)('a checkout party postal code lookup (%s)', (locale, zip, find, city, street, save) => {
  it('keeps the town with the city and leaves the street to the buyer', async () => {
    const api = createFakeApi({
      'POST /zipSearchApi': ok({
        prefecture_id: 13,
        prefecture: '東京都',
        address1: '千代田区',
        address2: '丸の内',
      }),
    });
    const onSubmit = jest.fn();
    const { user } = renderApp(
      <PartyForm
        initial={{
          ...partyValues(null),
          name: 'Alex Morgan',
          email: 'alex@example.com',
          tel: '03-1234-5678',
        }}
        submitLabel={save}
        sending={false}
        error={null}
        onSubmit={onSubmit}
      />,
      { url: '/checkout', locale, api },
    );
    await user.type(await screen.findByRole('textbox', { name: new RegExp(zip) }), '100-0005');
    await user.click(screen.getByRole('button', { name: find }));
    const streetField = screen.getByRole('textbox', { name: new RegExp(street) });
    await screen.findByDisplayValue('千代田区丸の内');
    expect(screen.getByRole('textbox', { name: new RegExp(`^${city}`) })).toHaveValue(
      '千代田区丸の内',
    );
    expect(streetField).toHaveValue('');
    expect(streetField).toHaveFocus();
    await user.type(streetField, '1-1-1');
    await user.click(screen.getByRole('button', { name: save }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ state: '東京都', city: '千代田区丸の内', street: '1-1-1' }),
      expect.anything(),
    );
  });
});
