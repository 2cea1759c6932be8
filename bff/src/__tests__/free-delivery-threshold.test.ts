import { mockAndBffForFile } from './support/stack';
import { cartWith, plainItems } from '../routes/checkout/__tests__/support/shop';

/**
 * docs/rules/cart-and-checkout.md#free-delivery-threshold over HTTP against the mock: the site
 * settings carry the threshold the cart states, the order's delivery selections carry each
 * method's own, and the order charges what the cart said.
 */
const stack = mockAndBffForFile();

type Method = {
  code: string;
  delivery_fee: number;
  delivery_fee_free_minimum_price?: number;
  force_delivery_fee?: boolean;
};
type Sku = { id: string; price_tax_included: number; stock_quantity_infinity: boolean };

describe('the free-delivery threshold through the BFF', () => {
  it("answers the site's threshold, equal to the standard delivery's in the order's selections", async () => {
    const browser = stack.bff.browser();
    const settings = await browser.post('/api/site/get', {});
    expect(settings.body.data.site.deliveryFeeFreeMinimumPrice).toBe(30000);

    const [item] = await plainItems(browser);
    await browser.post('/api/order/create', {
      cart_code: await cartWith(browser, [{ id: item!.skus[0]!.id }]),
    });
    const selections = await browser.post('/api/order/selections/delivery', { deliveryUnitNo: 1 });
    const methods = selections.body.data.delivery_methods as Method[];
    expect(methods.find((m) => m.code === 'STANDARD')).toMatchObject({
      delivery_fee_free_minimum_price: 30000,
      force_delivery_fee: false,
    });
    // A method the shop set no threshold for answers none (the upstream's null is dropped).
    const others = methods.filter((m) => m.code !== 'STANDARD');
    expect(others.length).toBeGreaterThan(0);
    for (const m of others) expect(m).not.toHaveProperty('delivery_fee_free_minimum_price');
  });

  it('charges standard delivery below the threshold and waives it from the threshold on, as the cart says', async () => {
    const browser = stack.bff.browser();
    const items = await plainItems(browser);
    const item = items.find(
      (i) =>
        (i.custom as { businessType?: string }).businessType !== 'machines' &&
        (i.skus[0] as unknown as Sku).stock_quantity_infinity &&
        !i.item_maximum_purchase &&
        !i.skus[0]!.sku_maximum_purchase,
    )!;
    const sku = item.skus[0] as unknown as Sku;
    const reaching = Math.ceil(30000 / sku.price_tax_included);
    const feeFor = async (quantity: number) => {
      const cart_code = await cartWith(browser, [{ id: sku.id, quantity }]);
      // The cart line says what kind of goods it holds, which decides what counts.
      const cart = (await browser.post('/api/cart/get', { cart_code })).body.data.cart;
      expect(cart.lines[0].item.custom).toMatchObject({ temperatureRange: 'dry' });
      expect(cart.lines[0].item.custom.businessType).toEqual(expect.any(String));
      await browser.post('/api/order/create', { cart_code });
      const set = await browser.post('/api/order/setDelivery', {
        deliveryUnitNo: 1,
        deliveryMethod: { id: '1' },
      });
      expect(set.body.status).toBe('E000-000');
      return {
        subtotal: cart.subtotal as number,
        fee: set.body.data.order.delivery_units[0].delivery_method.delivery_fee as number,
      };
    };
    const below = await feeFor(reaching - 1);
    expect(below.subtotal).toBeLessThan(30000);
    expect(below.fee).toBe(1200);
    const reached = await feeFor(reaching);
    expect(reached.subtotal).toBeGreaterThanOrEqual(30000);
    expect(reached.fee).toBe(0);
  });
});
