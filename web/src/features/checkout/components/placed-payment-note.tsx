import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { TransferGuide } from '@/shared/cart/transfer-guide';
import { afterLabel } from '@/shared/cart/variation-name';
import { placedPaymentOf } from '../api/placed-payment';

/** Payments whose next step the completion page spells out; any other says the amount only. */
const nextSteps = new Set(['BANK', 'COD']);

/**
 * What the buyer does next to pay (completion page, under the order number): the payment chosen
 * and, for a bank transfer or cash on delivery, the amount to pay and how; for a bank transfer
 * also "How to pay" (docs/rules/cart-and-checkout.md#bank-transfer): the shop's note on the
 * payment, the account its profile names, the last day and the order number as reference.
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
  // "How to pay" names the amount among its facts: the sentence would say it twice.
  const guide = Boolean(placed.option) && sameLanguage;
  return (
    <div className="complete__payment" data-testid="placed-payment">
      {name && (
        <p className="complete__payment-name">
          {t('checkout.complete.payment')}
          {afterLabel(locale)}
          <strong>{name}</strong>
        </p>
      )}
      {!guide && (
        <p>{t(`checkout.complete.pay.${step}`, { amount: formatYen(placed.total, locale) })}</p>
      )}
      {placed.option &&
        (guide ? (
          <TransferGuide
            account={placed.option}
            orderNumber={placed.orderNumber}
            total={placed.total}
            orderedAt={placed.placedAt}
            note={placed.description}
          />
        ) : (
          // The account's texts came in the checkout page's language: the mail has both.
          <p className="complete__payment-note">{t('transferGuide.elsewhere')}</p>
        ))}
      {!placed.option && sameLanguage && placed.code === 'BANK' && placed.description && (
        <p className="complete__payment-note">{placed.description}</p>
      )}
    </div>
  );
}
