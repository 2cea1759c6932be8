import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import { PartyForm, partyValues } from '../components/party-form';

const marunouchi = {
  prefecture_id: 13,
  prefecture: '東京都',
  address1: '千代田区',
  address2: '丸の内',
};

const renderParty = (locale: 'jp' | 'en', save: string) => {
  const api = createFakeApi({
    'POST /zipSearchApi': ok(marunouchi),
    'POST /customMaster/get': ok({
      options: [
        { code: '1', name: '北海道', name_en: 'Hokkaido' },
        { code: '13', name: '東京都', name_en: 'Tokyo' },
      ],
    }),
  });
  const onSubmit = jest.fn();
  const rendered = renderApp(
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
  return { ...rendered, api, onSubmit };
};

// docs/rules/cart-and-checkout.md#addresses-in-japan: 100-0005 filled 東京都 and 千代田区 and put
// the town 丸の内 in the street field, where the buyer's 1-1-1 replaced it; the order's address
// read 東京都千代田区1-1-1. The town now goes with the city and the street is left to the buyer.
describe('a Japanese checkout party postal code lookup', () => {
  it('keeps the town with the city and leaves the street to the buyer', async () => {
    const { user, onSubmit } = renderParty('jp', '保存');
    await user.type(await screen.findByRole('textbox', { name: /郵便番号/ }), '100-0005');
    await user.click(screen.getByRole('button', { name: '住所を検索' }));
    const streetField = screen.getByRole('textbox', { name: /番地/ });
    await screen.findByDisplayValue('千代田区丸の内');
    expect(screen.getByRole('textbox', { name: /^市区町村/ })).toHaveValue('千代田区丸の内');
    expect(streetField).toHaveValue('');
    expect(streetField).toHaveFocus();
    await user.type(streetField, '1-1-1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ state: '東京都', city: '千代田区丸の内', street: '1-1-1' }),
      expect.anything(),
    );
  });
});

// One language per page: the English checkout filled '東京都', '千代田区丸の内' from the lookup,
// which answers in Japanese script only. It now fills the prefecture's English name and leaves the
// city and street to the buyer, saying so.
describe('an English checkout party postal code lookup', () => {
  it('fills the prefecture in English and leaves the city and street to the buyer', async () => {
    const { user, onSubmit } = renderParty('en', 'Save');
    await user.type(await screen.findByRole('textbox', { name: /Postal code/ }), '100-0005');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(
      await screen.findByText(
        'The prefecture has been filled in from the postal code. Enter the city and street as your forwarder or receiving agent writes them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prefecture/ })).toHaveValue('Tokyo');
    const cityField = screen.getByRole('textbox', { name: /^City/ });
    expect(cityField).toHaveValue('');
    expect(cityField).toHaveFocus();
    for (const field of screen.getAllByRole('textbox'))
      expect((field as HTMLInputElement).value).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    await user.type(cityField, 'Chiyoda-ku');
    await user.type(screen.getByRole('textbox', { name: /^Street address/ }), '1-1-1 Marunouchi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ state: 'Tokyo', city: 'Chiyoda-ku', street: '1-1-1 Marunouchi' }),
      expect.anything(),
    );
  });
});
