import {
  orderHistoryGetResponseSchema,
  orderResponseSchema,
  upstreamHeaders,
} from '@kakehashi/contracts';
import { manualClock, mockClient } from '../testing/mock-client';
import { readyTempOrder } from '../testing/shop-order';

// docs/rules/cart-and-checkout.md#bank-transfer: the bank-transfer profile carries the account
// in its `option`, in the caller's language; the order mail names it in the buyer's language
// (docs/upstream.md#mails), with the amount, the last day and the order number as the transfer's
// name.
type Client = Awaited<ReturnType<typeof mockClient>>;

/** A signed-in call as a Japanese page's call asks for it (Accept-Language: ja). */
const callInJapanese = async (
  c: Client,
  name: 'order/commit' | 'member/orderHistory/get',
  body: object,
) => {
  const tokens = c.tokens!;
  const res = await c.raw(name, body, {
    [upstreamHeaders.clientId]: c.clientId,
    [upstreamHeaders.accessToken]: tokens.access_token,
    [upstreamHeaders.userId]: tokens.user.id,
    [upstreamHeaders.refreshToken]: tokens.refresh_token,
    'accept-language': 'ja',
  });
  return res.body as { data: Record<string, unknown> };
};

/**
 * A temporary order paid by `payment`, as it stood before the commit, and the order number; the
 * commit asked in `language`.
 */
const placeOrder = async (c: Client, payment: string, language: 'en' | 'ja' = 'en') => {
  const orderId = await readyTempOrder(c, payment);
  const temporary = (await c.call('order/get', { orderId })).data;
  const commit =
    language === 'ja'
      ? await callInJapanese(c, 'order/commit', { orderId })
      : await c.call('order/commit', { orderId });
  return { temporary, orderNumber: commit.data.order_number as string };
};

/** The history detail as a Japanese page's call asks for it. */
const detailInJapanese = async (c: Client, orderNumber: string) =>
  (await callInJapanese(c, 'member/orderHistory/get', { order_number: orderNumber })).data;

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

  it('mails a bank-transfer buyer where, how much, by when and under which name to pay, in Japanese', async () => {
    const c = await mockClient({ now: manualClock(Date.UTC(2026, 10, 20, 3)).now });
    await c.signIn();
    const { temporary, orderNumber } = await placeOrder(c, '2', 'ja');
    const total = (temporary as { order: { total_price: number } }).order.total_price;
    const mail = (await c.outbox('buyer@example.com')).find((m) => m.subject.includes(orderNumber));
    expect(mail!.subject).toBe(`【かけはし】ご注文確認 ${orderNumber}`);
    const text = mail!.text;
    expect(text).toContain('お振込みのご案内\n');
    expect(text).toContain('金融機関: デモ銀行（架空）\n');
    expect(text).toContain('支店: かけはし支店（店番 123）\n');
    expect(text).toContain('口座: 普通 1234567\n');
    expect(text).toContain('口座名義: カ）カケハシ デモ\n');
    expect(text).toContain(`お振込み金額: ${total.toLocaleString('en')}円\n`);
    // Ordered 20 Nov 2026, 12:00 JST: seven days to 27 Nov.
    expect(text).toContain('お振込み期限: 2026年11月27日（金）\n');
    expect(text).toContain(`振込依頼人名: ${orderNumber}`);
    // One language: none of the English words or seed halves.
    expect(text).not.toMatch(/Bank|Transfer|Demo|Ordinary|KAKEHASHI| \/ /);
  });

  it('mails the same facts in English when the commit asks in English', async () => {
    const c = await mockClient({ now: manualClock(Date.UTC(2026, 10, 20, 3)).now });
    await c.signIn();
    const { temporary, orderNumber } = await placeOrder(c, '2');
    const total = (temporary as { order: { total_price: number } }).order.total_price;
    const mail = (await c.outbox('buyer@example.com')).find((m) => m.subject.includes(orderNumber));
    expect(mail!.subject).toBe(`Kakehashi order confirmation ${orderNumber}`);
    const text = mail!.text;
    expect(text).toContain('How to pay by bank transfer\n');
    expect(text).toContain('Bank: Demo Bank (fictitious)\n');
    expect(text).toContain('Account: Ordinary 1234567\n');
    expect(text).toContain('Account holder: KAKEHASHI DEMO K.K.\n');
    expect(text).toContain(`Amount: ¥${total.toLocaleString('en')}\n`);
    expect(text).toContain('Pay by: 27 Nov 2026\n');
    expect(text).toContain(`Transfer name: ${orderNumber}`);
    expect(text).not.toMatch(/[\u3040-\u30ff]|デモ銀行| \/ /);
  });

  it('mails a card or cash-on-delivery buyer no account', async () => {
    const c = await mockClient();
    await c.signIn();
    const { orderNumber } = await placeOrder(c, '3', 'ja');
    const mail = (await c.outbox('buyer@example.com')).find((m) => m.subject.includes(orderNumber));
    expect(mail!.text).toContain('お支払い方法: 代金引換');
    expect(mail!.text).not.toContain('Cash on delivery');
    expect(mail!.text).not.toContain('お振込み');
    expect(mail!.text).not.toContain('1234567');
  });
});
