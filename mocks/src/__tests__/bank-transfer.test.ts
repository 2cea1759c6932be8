import {
  orderHistoryGetResponseSchema,
  orderResponseSchema,
  upstreamHeaders,
} from '@kakehashi/contracts';
import { manualClock, mockClient } from '../testing/mock-client';
import { readyTempOrder } from '../testing/shop-order';

// docs/rules/cart-and-checkout.md#bank-transfer: the bank-transfer profile carries the account
// in its `option`, in the caller's language; the order mail names it in both, with the amount,
// the last day and the order number as the transfer's name.
type Client = Awaited<ReturnType<typeof mockClient>>;

/** A temporary order paid by `payment`, as it stood before the commit, and the order number. */
const placeOrder = async (c: Client, payment: string) => {
  const orderId = await readyTempOrder(c, payment);
  const temporary = (await c.call('order/get', { orderId })).data;
  const commit = await c.call('order/commit', { orderId });
  return { temporary, orderNumber: commit.data.order_number as string };
};

/** The history detail as a Japanese page's call asks for it. */
const detailInJapanese = async (c: Client, orderNumber: string) => {
  const tokens = c.tokens!;
  const res = await c.raw(
    'member/orderHistory/get',
    { order_number: orderNumber },
    {
      [upstreamHeaders.clientId]: c.clientId,
      [upstreamHeaders.accessToken]: tokens.access_token,
      [upstreamHeaders.userId]: tokens.user.id,
      [upstreamHeaders.refreshToken]: tokens.refresh_token,
      'accept-language': 'ja',
    },
  );
  return (res.body as { data: unknown }).data;
};

describe('bank transfer instructions (mock upstream)', () => {
  it('carries the account through the temporary order and the history, in the caller’s language', async () => {
    const c = await mockClient({ now: manualClock(Date.UTC(2026, 10, 20, 3)).now });
    await c.signIn();
    const { temporary, orderNumber } = await placeOrder(c, '2');
    // What the BFF lets through (contracts strip unknown keys): the option survives.
    const profile = orderResponseSchema.parse(temporary).order.payment_profile;
    expect(profile?.option).toEqual({
      bank_name: 'Demo Bank (fictitious)',
      branch_name: 'Kakehashi Branch (branch no. 123)',
      account_type: 'Ordinary',
      account_number: '1234567',
      account_holder: 'KAKEHASHI DEMO K.K.',
      transfer_days: 7,
    });
    const en = orderHistoryGetResponseSchema.parse(
      (await c.call('member/orderHistory/get', { order_number: orderNumber })).data,
    );
    expect(en.order.payment_status).toBe('unpaid');
    expect(en.order.payment_profile?.option?.account_holder).toBe('KAKEHASHI DEMO K.K.');
    const ja = orderHistoryGetResponseSchema.parse(await detailInJapanese(c, orderNumber));
    expect(ja.order.payment_profile?.option).toMatchObject({
      bank_name: 'デモ銀行（架空）',
      account_type: '普通',
      account_holder: 'カ）カケハシ デモ',
    });
    expect(ja.order.payment_profile?.description).toBe('ご注文日から7日以内にお振り込みください。');
  });

  it('mails a bank-transfer buyer where, how much, by when and under which name to pay', async () => {
    const c = await mockClient({ now: manualClock(Date.UTC(2026, 10, 20, 3)).now });
    await c.signIn();
    const { temporary, orderNumber } = await placeOrder(c, '2');
    const total = (temporary as { order: { total_price: number } }).order.total_price;
    const mail = (await c.outbox('buyer@example.com')).find((m) => m.subject.includes(orderNumber));
    const text = mail!.text;
    expect(text).toContain('お振込みのご案内 / How to pay by bank transfer');
    expect(text).toContain('金融機関 / Bank: デモ銀行（架空） / Demo Bank (fictitious)');
    expect(text).toContain(
      '支店 / Branch: かけはし支店（店番 123） / Kakehashi Branch (branch no. 123)',
    );
    expect(text).toContain('口座 / Account: 普通 / Ordinary 1234567');
    expect(text).toContain('口座名義 / Account holder: カ）カケハシ デモ / KAKEHASHI DEMO K.K.');
    expect(text).toContain(`お振込み金額 / Amount: ${total.toLocaleString('en')}円`);
    // Ordered 20 Nov 2026, 12:00 JST: seven days to 27 Nov.
    expect(text).toContain('お振込み期限 / Pay by: 2026年11月27日（金） / 27 Nov 2026');
    expect(text).toContain(`振込依頼人名 / Transfer name: ${orderNumber}`);
  });

  it('mails a card or cash-on-delivery buyer no account', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderNumber } = await placeOrder(c, '3');
    const mail = (await c.outbox('buyer@example.com')).find((m) => m.subject.includes(orderNumber));
    expect(mail!.text).toContain('お支払い方法 / Payment: 代金引換 / Cash on delivery');
    expect(mail!.text).not.toContain('お振込み');
    expect(mail!.text).not.toContain('1234567');
  });
});
