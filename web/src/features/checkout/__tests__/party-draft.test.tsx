import { screen, waitFor } from '@testing-library/react';
import { checkoutOrder, stepsSaved } from '@/testing/checkout-fixtures';
import { renderApp, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok } from '@/testing/fake-api';
import type { Order } from '../api/order';
import { PartyStep } from '../components/party-step';

// docs/rules/cart-and-checkout.md#party-drafts: a reload emptied the guest's purchaser form; what
// was typed is kept in the tab until the step is saved.
const order = checkoutOrder({
  purchaser: null,
  reciever: null,
  completed: stepsSaved(),
}) as unknown as Order;

const open = (api = createFakeApi({})) =>
  renderApp(<PartyStep order={order} party="purchaser" />, {
    url: '/checkout',
    api,
    session: { ...signedOutSession, language: 'jp' },
    locale: 'jp',
  });

describe('the guest purchaser form across a reload', () => {
  it('comes back with what was typed, and goes once the purchaser is saved', async () => {
    const first = open();
    await first.user.type(await screen.findByRole('textbox', { name: /^氏名/ }), '山田 太郎');
    await first.user.type(screen.getByRole('textbox', { name: /^電話番号/ }), '03-1234-5678');
    first.unmount();

    // The reload: the same tab, a new page.
    const saved = createFakeApi({
      'POST /order/setPurchaser': ok({
        order: { ...order, completed: stepsSaved({ purchaser: true }) },
      }),
    });
    const second = open(saved);
    expect(await screen.findByRole('textbox', { name: /^氏名/ })).toHaveValue('山田 太郎');
    expect(screen.getByRole('textbox', { name: /^電話番号/ })).toHaveValue('03-1234-5678');
    expect(screen.getByRole('textbox', { name: /^メールアドレス/ })).toHaveValue('');

    await second.user.type(
      screen.getByRole('textbox', { name: /^メールアドレス/ }),
      'taro@example.com',
    );
    await second.user.type(screen.getByRole('textbox', { name: /^郵便番号/ }), '1000005');
    await second.user.type(screen.getByRole('textbox', { name: /^都道府県/ }), '東京都');
    await second.user.type(screen.getByRole('textbox', { name: /^市区町村/ }), '千代田区丸の内');
    await second.user.type(screen.getByRole('textbox', { name: /^番地/ }), '1-1-1');
    await second.user.click(screen.getByRole('button', { name: '購入者を保存' }));
    await waitFor(() => expect(saved.callsTo('POST /order/setPurchaser')).toHaveLength(1));
    await waitFor(() => expect(sessionStorage.getItem('kakehashi.checkout.purchaser')).toBeNull());
  });
});
