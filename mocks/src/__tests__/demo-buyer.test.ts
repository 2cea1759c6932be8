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
});
