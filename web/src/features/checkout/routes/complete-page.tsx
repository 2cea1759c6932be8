import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterLabel } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useSession } from '@/shared/session/session';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useCheckoutResult } from '../api/get-checkout-result';
import { usePlacedOrder } from '../api/get-placed-order';
import { PlacedPaymentNote } from '../components/placed-payment-note';

/**
 * `/checkout/complete`: the order number first, then how the order is to be paid, and a guest's
 * order password, of the finished order.
 */
export function CompletePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useCheckoutResult();
  const signedIn = useSession().data?.signedIn === true;
  const orderNumber = result.data?.orderNumber;
  const placed = usePlacedOrder(
    orderNumber
      ? { orderNumber, guestOrderPassword: result.data?.guestOrderPassword ?? null }
      : undefined,
    signedIn,
  );
  const namesPending = !useWordedInPageLanguage(placed);

  return (
    <PageShell title={t('checkout.complete.title')} narrow>
      {result.isPending ? (
        <TextSkeleton lines={3} />
      ) : orderNumber ? (
        <div className="card card--complete">
          <p className="complete__lead">{t('checkout.complete.thanks')}</p>
          <p className="complete__number">
            {t('checkout.complete.number')}
            {afterLabel(locale)}
            <strong data-testid="order-number">{orderNumber}</strong>
          </p>
          {/* Unread (no session to read it with, or the lookup refused): the mail says it. */}
          {placed.isLoading ? (
            <TextSkeleton lines={2} />
          ) : (
            placed.data && <PlacedPaymentNote order={placed.data} namesPending={namesPending} />
          )}
          {result.data?.guestOrderPassword && (
            <p className="notice notice--info">
              {t('checkout.complete.guestPassword')}
              {afterLabel(locale)}
              <strong>{result.data.guestOrderPassword}</strong>
            </p>
          )}
          <p>{t('checkout.complete.mail')}</p>
          <div className="button-row">
            {signedIn ? (
              <Link className="button" to="/mypage/orders">
                {t('checkout.complete.history')}
              </Link>
            ) : (
              <Link className="button" to="/order/guest">
                {t('checkout.complete.lookup')}
              </Link>
            )}
            <Link className="button button--primary" to="/">
              {t('checkout.complete.continue')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="card">
          <p>{t('checkout.complete.none')}</p>
          <Link className="button" to="/cart">
            {t('checkout.toCart')}
          </Link>
        </div>
      )}
    </PageShell>
  );
}
