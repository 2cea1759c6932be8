import { formatDate, formatYen, transferDeadline } from '@kakehashi/contracts';
import type { Language } from '../http/language';
import { textIn } from '../http/multilingual';
import { inLanguage } from '../state/mailer';
import type { orderView } from './order-view';

type View = Omit<ReturnType<typeof orderView>, 'orderId' | 'temporary_order_id'>;

/**
 * The order confirmation mail's text in the buyer's language (state/mailer.ts): every line with
 * its quantity and amount, then the discounts, fees, total and the tax it holds, and where it
 * goes — what the buyer checks against their own records (docs/rules/cart-and-checkout.md); for a
 * bank transfer, where and by when to pay and the reference to use (#bank-transfer).
 */
export const orderMailText = (
  view: View,
  orderNumber: string,
  orderedAtMs: number,
  language: Language,
): string => {
  const say = (ja: string, en: string) => inLanguage(language, ja, en);
  // Each seed text of the order (payment, bank, coupon and sale names) holds both languages.
  const seed = (text: string | null | undefined) => textIn(String(text ?? ''), language);
  const format = language === 'ja' ? 'jp' : 'en';
  const yen = (amount: number) => formatYen(amount, format);
  const lines = view.delivery_units.flatMap((u) => u.lines);
  const deliveryFee = view.delivery_units.reduce(
    (sum, u) => sum + (u.delivery_method?.delivery_fee ?? 0),
    0,
  );
  const amount = (ja: string, en: string, value: number) => `${say(ja, en)}: ${yen(value)}`;
  const out = [
    `${say('ご注文番号', 'Order number')}: ${orderNumber}`,
    '',
    say('ご注文内容', 'Items'),
    ...lines.map(
      (l) =>
        `- ${say(l.item?.name ?? '', l.item?.name_en ?? '')} (${l.item?.code ?? ''}) × ${l.order_quantity}: ${yen(l.subtotal)}`,
    ),
    '',
    amount('小計', 'Subtotal', view.subtotal),
    ...view.sales.map((s) =>
      amount(`セール（${seed(s.name)}）`, `Sale (${seed(s.name)})`, -s.discount_amount),
    ),
    ...view.issued_coupons.map((c) =>
      amount(
        `クーポン（${seed(c.coupon?.name)}）`,
        `Coupon (${seed(c.coupon?.name)})`,
        -c.discount_amount,
      ),
    ),
    ...(view.use_point_amount > 0
      ? [amount('ポイント利用', 'Points', -view.use_point_amount)]
      : []),
    amount('送料', 'Delivery', deliveryFee),
    ...(view.payment_profile
      ? [amount('決済手数料', 'Payment fee', view.payment_profile.payment_fee)]
      : []),
    amount('合計（税込）', 'Total (tax incl.)', view.total_price),
    ...view.taxes.map((t) =>
      amount(`うち消費税（${t.tax_rate}%）`, `of which tax (${t.tax_rate}%)`, t.tax),
    ),
  ];
  if (view.payment_profile)
    out.push('', `${say('お支払い方法', 'Payment')}: ${seed(view.payment_profile.name)}`);
  const account = view.payment_profile?.option;
  if (account) {
    const deadline = transferDeadline(orderedAtMs, account.transfer_days);
    out.push(
      '',
      say('お振込みのご案内', 'How to pay by bank transfer'),
      seed(view.payment_profile?.description),
      `${say('金融機関', 'Bank')}: ${seed(account.bank_name)}`,
      `${say('支店', 'Branch')}: ${seed(account.branch_name)}`,
      `${say('口座', 'Account')}: ${seed(account.account_type)} ${account.account_number}`,
      `${say('口座名義', 'Account holder')}: ${seed(account.account_holder)}`,
      `${say('お振込み金額', 'Amount')}: ${yen(view.total_price)}`,
      `${say('お振込み期限', 'Pay by')}: ${formatDate(deadline, format)}`,
      `${say('振込依頼人名', 'Transfer name')}: ${orderNumber}`,
      say(
        '※振込依頼人名にはご注文番号をご入力ください。',
        'Please enter your order number as the transfer name so that we can match your payment.',
      ),
      '',
    );
  }
  const to = view.reciever;
  if (to)
    out.push(
      `${say('お届け先', 'Deliver to')}: ${to.name} 〒${String(to.zip ?? '')} ${String(to.state ?? '')}${String(to.city ?? '')}${String(to.street ?? '')} ${String(to.building ?? '')}`.trimEnd(),
    );
  return out.join('\n');
};
