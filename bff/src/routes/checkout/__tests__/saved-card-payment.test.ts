import { mockAndBffForFile, signIn, type Browser } from '../../../__tests__/support/stack';
import { cartWith, plainItems, readyOrder } from './support/shop';

/**
 * docs/rules/cart-and-checkout.md#card-payment, against the real mock: the saved card chosen at the
 * payment step reaches the upstream on the order, and a card id that is not the signed-in member's
 * is refused by the gateway before anything is forwarded.
 */
const stack = mockAndBffForFile();

const orderFor = async (browser: Browser) => {
  const [item] = await plainItems(browser);
  await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]), '2');
};
const saveCard = async (browser: Browser) =>
  (
    await browser.post('/api/member/creditcard/put', {
      payment_config: { token: 'tok_1', last4: '4444', brand: 'Visa', expiry: '11/29' },
    })
  ).body.data.card.card_id as string;
const setCard = (browser: Browser, card_id: string) =>
  browser.post('/api/order/setPayment', { paymentProfile: { id: '1', card_id } });
const upstreamOrders = () => [...stack.mock.state.tempOrders.values()];

describe('a saved card at the payment step', () => {
  it('reaches the upstream on the order, which says the card it charges', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    const cardId = await saveCard(browser);
    await orderFor(browser);
    const res = await setCard(browser, cardId);
    expect(res.body.status).toBe('E000-000');
    expect(res.body.data.order.payment_card).toMatchObject({ brand: 'Visa', last4: '4444' });
    expect(upstreamOrders().some((o) => o.card_id === cardId)).toBe(true);
  });

  it('refuses another member’s card id without forwarding it', async () => {
    const browser = stack.bff.browser();
    await signIn(browser);
    await orderFor(browser);
    stack.mock.state.cards.set('another-member', [
      {
        card_id: 'theirs',
        payment_profile_id: '1',
        payment_config: { last4: '1881', brand: 'Visa', expiry: '01/30' },
      },
    ]);
    const res = await setCard(browser, 'theirs');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        name: 'paymentProfile.card_id',
        value: 'This card is not one of your saved cards. Choose a card again.',
      },
    ]);
    expect(upstreamOrders().some((o) => o.card_id === 'theirs')).toBe(false);
  });

  it('refuses a card id from a guest, who has no saved cards', async () => {
    const browser = stack.bff.browser();
    await orderFor(browser);
    const res = await setCard(browser, '1');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].name).toBe('paymentProfile.card_id');
  });
});
