import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  awaitsTransfer,
  DEFAULT_TRANSFER_DAYS,
  formatDate,
  formatYen,
  transferDeadline,
  type BankTransferAccount,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';

/**
 * "How to pay" for a bank-transfer order (docs/rules/cart-and-checkout.md#bank-transfer): the
 * amount, the last day, the account from the payment profile's `option` and the order number as
 * the transfer's reference. Its texts come from the upstream in one language: the caller shows it
 * only when that is the page's. The completion page and the order detail show it.
 */
export function TransferGuide({
  account,
  orderNumber,
  total,
  orderedAt,
  note,
  wide = false,
  namesPending = false,
}: {
  account: BankTransferAccount;
  orderNumber: string;
  /** The order's total, tax included: the amount to transfer. */
  total: number;
  /** When the order was placed; without it the last day is said as days from the order. */
  orderedAt?: string | number | null;
  /** The payment's own description (the shop's words), when in the page's language. */
  note?: string;
  /** As wide as the page's wide cards (the order detail), not the whole column. */
  wide?: boolean;
  /** The account's words may be the language just left (session-wording.tsx): shown loading. */
  namesPending?: boolean;
}) {
  const { t } = useTranslation();
  const worded = (text: ReactNode) => <Worded pending={namesPending}>{text}</Worded>;
  const lang = useLocale();
  const id = useId();
  const days = account.transfer_days ?? DEFAULT_TRANSFER_DAYS;
  const deadline = transferDeadline(orderedAt, days);
  const rows: [string, ReactNode][] = [
    [t('transferGuide.amount'), t('transferGuide.amountValue', { amount: formatYen(total, lang) })],
    [
      t('transferGuide.deadline'),
      // The day itself; only without the order's moment is it said as days from the order.
      deadline
        ? t('transferGuide.deadlineDate', { date: formatDate(deadline, lang) })
        : t('transferGuide.deadlineDays', { count: days }),
    ],
    [t('transferGuide.bank'), worded(account.bank_name)],
    [t('transferGuide.branch'), worded(account.branch_name)],
    [t('transferGuide.account'), worded(`${account.account_type} ${account.account_number}`)],
    [t('transferGuide.holder'), worded(account.account_holder)],
    [t('transferGuide.reference'), <strong key="ref">{orderNumber}</strong>],
  ];
  return (
    <section
      className={wide ? 'transfer-guide transfer-guide--wide' : 'transfer-guide'}
      aria-labelledby={id}
      data-testid="transfer-guide"
    >
      <h2 id={id} className="transfer-guide__title">
        {t('transferGuide.title')}
      </h2>
      {note && !namesPending && <p className="transfer-guide__note">{note}</p>}
      <dl className="transfer-guide__facts">
        {rows.map(([label, value]) => (
          <div className="transfer-guide__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="transfer-guide__hint">{t('transferGuide.referenceHint')}</p>
    </section>
  );
}

/** A placed order as the history or a guest's look-up gives it: what "How to pay" reads. */
export type PlacedOrderPayment = {
  order_number: string;
  payment_status: string;
  total_price: number;
  ordered_at?: string;
  payment_profile?: {
    id: string;
    code: string;
    name: string;
    description?: string;
    option?: BankTransferAccount | null;
  } | null;
};

/**
 * A placed order's "How to pay", shown only while it awaits the transfer and its payment profile
 * names an account (docs/rules/cart-and-checkout.md#bank-transfer): the member's order detail,
 * the guest order look-up and the completion page.
 */
export function PlacedOrderTransferGuide({
  order,
  wide,
  namesPending,
}: {
  order: PlacedOrderPayment;
  wide?: boolean;
  namesPending?: boolean;
}) {
  const profile = order.payment_profile;
  if (!awaitsTransfer(order) || !profile?.option) return null;
  return (
    <TransferGuide
      account={profile.option}
      orderNumber={order.order_number}
      total={order.total_price}
      orderedAt={order.ordered_at}
      note={profile.description}
      wide={wide}
      namesPending={namesPending}
    />
  );
}
