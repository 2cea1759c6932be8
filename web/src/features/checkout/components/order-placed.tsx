import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterLabel } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useSession } from '@/shared/session/session';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { usePlacedOrder } from '../api/get-placed-order';
import { PlacedPaymentNote } from './placed-payment-note';

/**
 * The order `checkout/result` names as placed, read back for how to pay, and whether its words may
 * still be the language just left (session-wording.tsx).
 */
export const usePlacedOrderOf = (
  result: { orderNumber?: string | null; guestOrderPassword?: string | null } | undefined,
) => {
  const signedIn = useSession().data?.signedIn === true;
  const orderNumber = result?.orderNumber;
  const placed = usePlacedOrder(
    orderNumber
      ? { orderNumber, guestOrderPassword: result?.guestOrderPassword ?? null }
      : undefined,
    signedIn,
  );
  const namesPending = !useWordedInPageLanguage(placed);
  return { isLoading: placed.isLoading, data: placed.data, namesPending };
};

/**
 * The order the last checkout placed, as `checkout/result` names it: its number first, then how it
 * is to be paid and a guest's order password, with the way to the order. The completion page's
 * card, and checkout's when the buyer comes back to it after placing the order (Back from the
 * completion page): the order stands placed, never "no order in progress"
 * (docs/rules/cart-and-checkout.md#placing-the-order). It shows nothing the completion page does not.
 */
export function OrderPlaced({
  orderNumber,
  guestOrderPassword,
  placed,
}: {
  orderNumber: string;
  guestOrderPassword: string | null;
  /** The page's `usePlacedOrderOf`, called before the number is known (as it reads it). */
  placed: ReturnType<typeof usePlacedOrderOf>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const signedIn = useSession().data?.signedIn === true;

  return (
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
        placed.data && <PlacedPaymentNote order={placed.data} namesPending={placed.namesPending} />
      )}
      {guestOrderPassword && (
        <p className="notice notice--info">
          {t('checkout.complete.guestPassword')}
          {afterLabel(locale)}
          <strong>{guestOrderPassword}</strong>
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
  );
}
