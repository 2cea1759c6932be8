import { useTranslation } from 'react-i18next';
import { awaitsTransfer, formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';
import { PlacedOrderTransferGuide, type PlacedOrderPayment } from '@/shared/cart/transfer-guide';
import { afterLabel } from '@/shared/cart/variation-name';
import { ChargedCard } from './charged-card';

/** Payments whose next step the completion page spells out; any other says the amount only. */
const nextSteps = new Set(['BANK', 'COD']);

/**
 * What the buyer does next to pay (completion page, under the order number): the payment chosen
 * and, for a bank transfer or cash on delivery, the amount to pay and how; for a bank transfer
 * awaiting payment "How to pay" instead (docs/rules/cart-and-checkout.md#bank-transfer): the
 * shop's note on the payment, the account its profile names, the last day and the order number as
 * reference. Other payments' notes say who may choose them, which is past once the order is placed.
 */
export function PlacedPaymentNote({
  order,
  namesPending,
}: {
  order: PlacedOrderPayment & { payment_card?: { brand: string; last4: string } | null };
  /** The payment's words may be the language just left (session-wording.tsx): shown loading. */
  namesPending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = order.payment_profile;
  if (!profile) return null;
  const step = nextSteps.has(profile.code) ? profile.code : 'other';
  // "How to pay" names the amount among its facts: the sentence would say it twice.
  const guided = awaitsTransfer(order);
  return (
    <div className="complete__payment" data-testid="placed-payment">
      <p className="complete__payment-name">
        {t('checkout.complete.payment')}
        {afterLabel(locale)}
        <strong>
          <Worded pending={namesPending}>{profile.name}</Worded>
        </strong>
      </p>
      <ChargedCard order={order} />
      {guided ? (
        <PlacedOrderTransferGuide order={order} namesPending={namesPending} />
      ) : (
        <p>
          {t(`checkout.complete.pay.${step}`, { amount: formatYen(order.total_price, locale) })}
        </p>
      )}
      {!profile.option && profile.code === 'BANK' && profile.description && !namesPending && (
        <p className="complete__payment-note">{profile.description}</p>
      )}
    </div>
  );
}
