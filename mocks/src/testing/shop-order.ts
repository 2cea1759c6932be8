import type { mockClient } from './mock-client';

type Client = Awaited<ReturnType<typeof mockClient>>;

/** A purchaser and receiver the mock accepts. */
export const testParty = {
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  tel: '0312345678',
  zip: '1000005',
  state: '東京都',
  city: '千代田区',
  street: '1-1-1',
};

type SeedProduct = Client['state']['seed']['products'][number];

/**
 * A dry, purchasable product with unlimited stock and no options, minimums or MOQ (and whatever
 * `also` asks: a category, say).
 */
export const plainSku = (c: Client, also: (p: SeedProduct) => boolean = () => true): string =>
  c.state.seed.products.find(
    (p) =>
      also(p) &&
      !p.stop_selling &&
      !p.purchase_period_begin &&
      !p.purchase_period_end &&
      !p.option_group_id &&
      !p.item_minimum_purchase &&
      !p.item_maximum_purchase &&
      Number(p.custom.moq ?? 1) <= 1 &&
      p.custom.temperatureRange === 'dry' &&
      p.skus[0]?.stock_quantity_infinity &&
      !p.skus[0]?.sku_minimum_purchase &&
      !p.skus[0]?.sku_maximum_purchase,
  )!.skus[0]!.id;

/**
 * A temporary order of `quantity` pieces ready to commit: purchaser, receiver, standard delivery
 * and the payment profile (`1` card, `2` bank transfer).
 */
export const readyTempOrder = async (c: Client, payment = '2', quantity = 1): Promise<string> => {
  const { cart_code } = (await c.call('cart/create')).data;
  const added = await c.call('cart/add', {
    cart_code,
    items: [{ item: { skus: { id: plainSku(c) } }, order_quantity: quantity }],
  });
  if (added.status !== 'E000-000') throw new Error(JSON.stringify(added));
  const orderId = (await c.call('order/create', { cart_code })).data.order.orderId as string;
  for (const [name, body] of [
    ['order/setPurchaser', { purchaser: testParty }],
    ['order/setReciever', { reciever: testParty }],
    ['order/setDelivery', { deliveryUnitNo: 1, deliveryMethod: { id: '1' } }],
    ['order/setPayment', { paymentProfile: { id: payment } }],
  ] as const) {
    const res = await c.call(name, { orderId, ...body });
    if (res.status !== 'E000-000') throw new Error(`${name}: ${JSON.stringify(res)}`);
  }
  return orderId;
};
