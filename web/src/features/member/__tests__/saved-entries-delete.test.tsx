import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@/testing/fake-api';
import { renderApp, signedInSession } from '@/testing/render-app';

const card = {
  card_id: 'C1',
  payment_profile_id: 'card',
  payment_config: { brand: 'Visa', last4: '4242', expiry: '12/30' },
};
const address = {
  adressId: 'A1',
  address: {
    name: 'Hanako Sato',
    zip: '1500001',
    state: '東京都',
    city: '渋谷区',
    street: '神宮前1-1-1',
    tel: '0312345678',
  },
};

describe('deleting a saved card or address (asked in place, no browser dialog)', () => {
  it('deletes a card only once the in-place question is confirmed, and Cancel keeps it', async () => {
    let cards = [card];
    const api = createFakeApi({
      'POST /member/creditcard/get': () => ok({ cards }),
      'POST /member/creditcard/delete': () => {
        cards = [];
        return ok({});
      },
    });
    const confirm = jest.spyOn(window, 'confirm');
    const { user } = renderApp(null, { url: '/mypage/cards', session: signedInSession, api });
    const row = (await screen.findByText('Visa ending in 4242')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Delete: Visa ending in 4242' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Delete “Visa ending in 4242”? This cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /member/creditcard/delete')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete: Visa ending in 4242' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The card has been deleted.')).toBeInTheDocument();
    expect(api.callsTo('POST /member/creditcard/delete')[0]?.body).toEqual({ card_id: 'C1' });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('deletes an address once confirmed, in Japanese too', async () => {
    let addresses = [address];
    const api = createFakeApi({
      'POST /member/address/get': () => ok({ addresses }),
      'POST /member/address/delete': () => {
        addresses = [];
        return ok({});
      },
    });
    const { user } = renderApp(null, {
      url: '/mypage/addresses',
      session: { ...signedInSession, language: 'jp' },
      api,
    });
    await user.click(await screen.findByRole('button', { name: '削除：Hanako Sato' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      '「Hanako Sato」を削除してもよろしいですか？元に戻すことはできません。',
    );
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('お届け先を削除しました。')).toBeInTheDocument();
    expect(await screen.findByText('登録済みのお届け先はありません。')).toBeInTheDocument();
    expect(api.callsTo('POST /member/address/delete')[0]?.body).toEqual({ adressId: 'A1' });
  });
});
