import type { UpstreamName } from '@kakehashi/contracts';
import type { Envelope, UpstreamIo } from './upstream-client';

export type TourStep = { step: string; name: UpstreamName; status: string; data: unknown };

/**
 * The scripted buyer session of issue 3: sign-up, log-in in the site's mode (two-factor with the
 * outbox code), search in Japanese and English, favourites, follows, an inquiry and a card order
 * through 3-D Secure with the given issuer outcomes. Returns every call's Result in order.
 */
export const buyerTour = async (
  io: UpstreamIo,
  email: string,
  outcomes: ('success' | 'error' | 'cancel')[] = ['success'],
): Promise<TourStep[]> => {
  const steps: TourStep[] = [];
  const run = async (step: string, name: UpstreamName, body: unknown = {}): Promise<Envelope> => {
    const res = await io.call(name, body);
    steps.push({ step, name, status: res.status, data: res.data });
    return res;
  };
  const password = 'Tour-Pass-2026';
  const site = await run('site settings', 'site/get');
  await run('sign-up', 'users/signUp', {
    email,
    password,
    name: 'Tour Buyer',
    company: 'Tour Imports',
    tel_primary: '0312345678',
    buyer_country: 'Singapore',
  });
  if (site.data?.authentication_type === 'email_two_factor_authentication') {
    const login = await run('two-factor login', 'auth/user/login', { email, password });
    const mails = await io.outbox(email);
    const code = [...mails].reverse().find((m) => m.code)?.code ?? '';
    await run('two-factor verify', 'auth/user/verify', {
      auth_code_token: login.data?.auth_code_token,
      auth_code: code,
    });
  } else {
    await run('sign-in', 'account/signin', { email, password });
  }
  const ja = await run('search in Japanese', 'items/list', { keyword: '煎茶', limit: 5 });
  await run('search in English', 'items/list', { keyword: 'sencha', limit: 5 });
  const skuId = ja.data?.items?.[0]?.skus?.[0]?.id;
  await run('add favourite', 'member/favorite/addDelete', { skuId });
  await run('list favourites', 'member/favorite/list');
  const suppliers = await run('supplier search', 'suppliers/search', { prefecture: 22, limit: 3 });
  const supplierId = suppliers.data?.suppliers?.[0]?.id;
  await run('follow', 'member/information/update', {
    user: { custom: { favorite_companies: [supplierId] } },
  });
  await run('inquiry', 'inquiries/put', {
    type: 'ask_company',
    title: 'Samples',
    name: 'Tour Buyer',
    email,
    text: 'Could you send samples?',
    supplier_id: supplierId,
  });
  // One piece per order: the item's MOQ and minimum must allow it, its stock must cover every
  // order the tour places, and standard delivery (method 1, ambient) must carry it, so a dry one
  // (docs/rules/cart-and-checkout.md). A finite stock is fine: the cheapest items often have one.
  const quantity = 1;
  const buyable = await run('find a buyable item', 'items/list', {
    sellingStatus: 'on_sale',
    filterOptions: `min:item_minimum_purchase:=::and:true,moq:custom.moq:<=:${quantity}:and:true`,
    limit: 40,
    sort: 'price_asc',
    requestFields: ['option_group_id', 'custom'],
  });
  type Listed = {
    option_group_id: string | null;
    custom?: { temperatureRange?: string | null; moq?: number | null };
    skus: {
      stock_quantity: number | null;
      stock_quantity_infinity: boolean;
      sku_minimum_purchase: number | null;
    }[];
  };
  const item = (buyable.data?.items ?? []).find((i: Listed) => {
    const sku = i.skus[0];
    return (
      !i.option_group_id &&
      (i.custom?.temperatureRange ?? 'dry') === 'dry' &&
      (i.custom?.moq ?? 1) <= quantity &&
      (sku?.sku_minimum_purchase ?? 1) <= quantity &&
      (sku?.stock_quantity_infinity || (sku?.stock_quantity ?? 0) >= quantity * outcomes.length)
    );
  });
  const party = {
    name: 'Tour Buyer',
    email,
    tel: '0312345678',
    zip: '1000005',
    state: '東京都',
    city: '千代田区',
    street: '1-1-1',
  };
  for (const outcome of outcomes) {
    const cart = await run('create cart', 'cart/create');
    const cart_code = cart.data?.cart_code;
    await run('add to cart', 'cart/add', {
      cart_code,
      items: [{ item: { skus: { id: item?.skus?.[0]?.id } }, order_quantity: quantity }],
    });
    const order = await run('create order', 'order/create', { cart_code });
    const orderId = order.data?.order?.orderId;
    await run('purchaser', 'order/setPurchaser', { orderId, purchaser: party });
    await run('receiver', 'order/setReciever', { orderId, reciever: party });
    await run('delivery', 'order/setDelivery', {
      orderId,
      deliveryUnitNo: 1,
      deliveryMethod: { id: '1' },
    });
    await run('card payment', 'order/setPayment', { orderId, paymentProfile: { id: '1' } });
    const commit = await run('commit (3-D Secure redirect)', 'order/commit', { orderId });
    await io.issuer(commit.data?.sbps_authorize_url ?? '', outcome);
    await run(`commit after issuer ${outcome}`, 'order/commit', {
      orderId,
      three_d_secure_context: commit.data?.three_d_secure_context,
    });
  }
  await run('order history', 'member/orderHistory/list');
  await run('sign-out', 'account/signout');
  return steps;
};
