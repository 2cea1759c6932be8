import type { Browser } from '../../../../__tests__/support/stack';

/** A purchaser/receiver the contracts accept (docs/rules/cart-and-checkout.md party). */
export const party = {
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  tel: '0312345678',
  zip: '1000005',
  state: '東京都',
  city: '千代田区',
  street: '1-1-1',
};

export type ListedItem = {
  id: string;
  option_group_id: string | null;
  item_minimum_purchase: number | null;
  item_maximum_purchase: number | null;
  custom: { temperatureRange?: string; postUpperLimit?: number | null; moq?: number | null };
  skus: {
    id: string;
    stock_quantity: number | null;
    stock_quantity_infinity: boolean;
    sku_minimum_purchase: number | null;
    sku_maximum_purchase: number | null;
  }[];
};

/** Purchasable dry items without options, the kind every step of checkout accepts. */
export const plainItems = async (browser: Browser): Promise<ListedItem[]> => {
  const res = await browser.post('/api/items/list', {
    sellingStatus: 'on_sale',
    limit: 100,
    requestFields: ['option_group_id', 'custom', 'item_minimum_purchase', 'item_maximum_purchase'],
  });
  return (res.body.data.items as ListedItem[]).filter(
    (i) =>
      !i.option_group_id &&
      i.custom.temperatureRange === 'dry' &&
      !i.item_minimum_purchase &&
      (i.custom.moq ?? 1) <= 1 &&
      !i.skus[0]?.sku_minimum_purchase,
  );
};

/** The product a SKU belongs to: a new cart line names it (the BFF reads its bounds). */
const itemOfSku = async (browser: Browser, skuId: string): Promise<string | undefined> => {
  const res = await browser.post('/api/items/list', { sellingStatus: 'on_sale', limit: 100 });
  return (res.body.data.items as ListedItem[]).find((i) => i.skus.some((s) => s.id === skuId))?.id;
};

/** A new cart holding `quantity` of each SKU; answers its code. */
export const cartWith = async (browser: Browser, skus: { id: string; quantity?: number }[]) => {
  const { cart_code } = (await browser.post('/api/cart/create')).body.data;
  const items = [];
  for (const s of skus)
    items.push({
      item: { id: await itemOfSku(browser, s.id), skus: { id: s.id } },
      order_quantity: s.quantity ?? 1,
    });
  const added = await browser.post('/api/cart/add', { cart_code, items });
  if (added.body.status !== 'E000-000') throw new Error(JSON.stringify(added.body));
  return cart_code as string;
};

/** An order from the cart with purchaser, receiver, standard delivery and the given payment. */
export const readyOrder = async (browser: Browser, cartCode: string, paymentId = '2') => {
  const created = await browser.post('/api/order/create', { cart_code: cartCode });
  if (created.body.status !== 'E000-000') throw new Error(JSON.stringify(created.body));
  for (const [name, body] of [
    ['order/setPurchaser', { purchaser: party }],
    ['order/setReciever', { reciever: party }],
    ['order/setDelivery', { deliveryUnitNo: 1, deliveryMethod: { id: '1' } }],
    ['order/verify', {}],
    ['order/setPayment', { paymentProfile: { id: paymentId } }],
  ] as const) {
    const res = await browser.post(`/api/${name}`, body);
    if (res.body.status !== 'E000-000') throw new Error(`${name}: ${JSON.stringify(res.body)}`);
  }
  return created;
};

/** Every secret the browser must never see or send (docs/rules/cart-and-checkout.md). */
export const orderSecretPattern =
  /orderId|temporary_order_id|three_d_secure_context|threeDSecureContext|authorize_url|tds_/;
