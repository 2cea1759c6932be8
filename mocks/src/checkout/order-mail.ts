import { formatDate, formatYen, transferDeadline } from '@kakehashi/contracts';
import type { orderView } from './order-view';

type View = Omit<ReturnType<typeof orderView>, 'orderId' | 'temporary_order_id'>;

/**
 * The order confirmation mail's text, Japanese then English as the shop's mails are: every line
 * with its quantity and amount, then the discounts, fees, total and the tax it holds, and where
 * it goes — what the buyer checks against their own records (docs/rules/cart-and-checkout.md);
 * for a bank transfer, where and by when to pay and the reference to use (#bank-transfer).
 */
export const orderMailText = (view: View, orderNumber: string, orderedAtMs: number): string => {
  const lines = view.delivery_units.flatMap((u) => u.lines);
  const deliveryFee = view.delivery_units.reduce(
    (sum, u) => sum + (u.delivery_method?.delivery_fee ?? 0),
    0,
  );
  const both = (ja: string, en: string, amount: number) =>
    `${ja} / ${en}: ${formatYen(amount, 'jp')}`;
  const out = [
    `ご注文番号 / Order number: ${orderNumber}`,
    '',
    'ご注文内容 / Items',
    ...lines.map(
      (l) =>
        `- ${l.item?.name ?? ''} / ${l.item?.name_en ?? ''} (${l.item?.code ?? ''}) × ${l.order_quantity}: ${formatYen(l.subtotal, 'jp')}`,
    ),
    '',
    both('小計', 'Subtotal', view.subtotal),
    ...view.sales.map((s) => both(`セール（${s.name}）`, 'Sale', -s.discount_amount)),
    ...view.issued_coupons.map((c) =>
      both(`クーポン（${c.coupon?.name ?? ''}）`, 'Coupon', -c.discount_amount),
    ),
    ...(view.use_point_amount > 0 ? [both('ポイント利用', 'Points', -view.use_point_amount)] : []),
    both('送料', 'Delivery', deliveryFee),
    ...(view.payment_profile
      ? [both('決済手数料', 'Payment fee', view.payment_profile.payment_fee)]
      : []),
    both('合計（税込）', 'Total (tax incl.)', view.total_price),
    ...view.taxes.map((t) =>
      both(`うち消費税（${t.tax_rate}%）`, `of which tax (${t.tax_rate}%)`, t.tax),
    ),
  ];
  if (view.payment_profile) out.push('', `お支払い方法 / Payment: ${view.payment_profile.name}`);
  const account = view.payment_profile?.option;
  if (account) {
    // Each seed text is multilingual: the mailer writes it 'ja / en' (state/mailer.ts).
    const deadline = transferDeadline(orderedAtMs, account.transfer_days);
    out.push(
      '',
      'お振込みのご案内 / How to pay by bank transfer',
      view.payment_profile?.description ?? '',
      `金融機関 / Bank: ${account.bank_name}`,
      `支店 / Branch: ${account.branch_name}`,
      `口座 / Account: ${account.account_type} ${account.account_number}`,
      `口座名義 / Account holder: ${account.account_holder}`,
      `お振込み金額 / Amount: ${formatYen(view.total_price, 'jp')}`,
      `お振込み期限 / Pay by: ${formatDate(deadline, 'jp')} / ${formatDate(deadline, 'en')}`,
      `振込依頼人名 / Transfer name: ${orderNumber}`,
      '※振込依頼人名にはご注文番号をご入力ください。 / Please enter your order number as the transfer name so that we can match your payment.',
      '',
    );
  }
  const to = view.reciever;
  if (to)
    out.push(
      `お届け先 / Deliver to: ${to.name} 〒${String(to.zip ?? '')} ${String(to.state ?? '')}${String(to.city ?? '')}${String(to.street ?? '')} ${String(to.building ?? '')}`.trimEnd(),
    );
  return out.join('\n');
};
