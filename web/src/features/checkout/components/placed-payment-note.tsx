import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { placedPaymentOf } from '../api/placed-payment';

/** Payments whose next step the completion page spells out; any other says the amount only. */
const nextSteps = new Set(['BANK', 'COD']);

/**
 * What the buyer does next to pay (completion page, under the order number): the payment chosen
 * and, for a bank transfer or cash on delivery, the amount to pay and how; for a bank transfer
 * also the shop's own note on the payment (its description, the transfer period), the only
 * instruction the data holds: no bank account or due date reaches the web (see placed-payment.ts).
 * Other payments' notes say who may choose them, which is past once the order is placed.
 */
export function PlacedPaymentNote({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const placed = placedPaymentOf(orderNumber);
  if (!placed) return null;
  // The name and note came in the language of the checkout page; on a page in the other
  // language the name is said from the locale files and the shop's note is left out.
  const sameLanguage = placed.locale === locale;
  const name = sameLanguage
    ? placed.name
    : t(`checkout.complete.paymentNames.${placed.code}`, { defaultValue: '' });
  const step = nextSteps.has(placed.code) ? placed.code : 'other';
  return (
    <div className="complete__payment" data-testid="placed-payment">
      {name && (
        <p className="complete__payment-name">
          {t('checkout.complete.payment')} <strong>{name}</strong>
        </p>
      )}
      <p>{t(`checkout.complete.pay.${step}`, { amount: formatYen(placed.total, locale) })}</p>
      {sameLanguage && placed.code === 'BANK' && placed.description && (
        <p className="complete__payment-note">{placed.description}</p>
      )}
    </div>
  );
}
