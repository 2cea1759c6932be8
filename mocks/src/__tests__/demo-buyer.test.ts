import { cardListResponseSchema } from '@kakehashi/contracts';
import { demoBuyerDeliveryAddress } from '../state/members';
import { mockClient } from '../testing/mock-client';

// The demo buyer is a company in the US (docs/interfaces.md#demo-buyer): an American profile, and
// a saved delivery address in Japan that a new order starts from.
describe('demo buyer', () => {
  it('has a consistent US profile', async () => {
    const c = await mockClient();
    await c.signIn();
    expect((await c.call('member/information/get')).data.user).toMatchObject({
      buyer_country: 'US',
      tel_primary: '+14155550134',
      zip: '94105',
      state: 'CA',
      city: 'San Francisco',
    });
  });

  it('starts a new order from the saved Japanese address, under the buyer’s own name and email', async () => {
    const c = await mockClient();
    await c.signIn();
    const { cart_code } = (await c.call('cart/create')).data;
    const sku = c.state.seed.products.find(
      (p) =>
        !p.option_group_id &&
        !p.item_minimum_purchase &&
        !p.stop_selling &&
        !p.purchase_period_begin &&
        !p.purchase_period_end &&
        !p.skus[0]?.sku_minimum_purchase &&
        Number(p.custom.moq ?? 1) <= 1 &&
        p.skus[0]?.stock_quantity_infinity,
    )?.skus[0]?.id;
    await c.call('cart/add', {
      cart_code,
      items: [{ item: { skus: { id: sku } }, order_quantity: 1 }],
    });
    const { order } = (await c.call('order/create', { cart_code })).data;
    const expected = { ...demoBuyerDeliveryAddress.address, email: 'buyer@example.com' };
    expect(expected).toMatchObject({ zip: '1000005', state: '東京都' });
    expect(order.purchaser).toMatchObject(expected);
    expect(order.reciever).toMatchObject(expected);
  });

  // docs/rules/cart-and-checkout.md#card-payment: the demo's card payment offers the saved card
  // that /mypage/cards promises, as the upstream keeps it (brand, last 4, expiry; no number).
  it('has a saved card for the card payment, not expired by the mock’s clock', async () => {
    const c = await mockClient();
    await c.signIn();
    const { cards } = cardListResponseSchema.parse(
      (await c.call('member/creditcard/get', { payment_profile_id: '1' })).data,
    );
    expect(cards).toEqual([
      {
        card_id: expect.any(String),
        payment_profile_id: '1',
        payment_config: { brand: 'Visa', last4: '4444', expiry: '11/29' },
      },
    ]);
    // A card is valid through the end of its month (MM/YY), as the cards page checks one added.
    const [month, year] = cards[0]!.payment_config.expiry.split('/').map(Number);
    const now = c.options.now();
    expect((2000 + year!) * 12 + month!).toBeGreaterThan(
      now.getFullYear() * 12 + now.getMonth() + 1,
    );
    // None for a payment that is not by card.
    expect((await c.call('member/creditcard/get', { payment_profile_id: '2' })).data.cards).toEqual(
      [],
    );
  });
});
