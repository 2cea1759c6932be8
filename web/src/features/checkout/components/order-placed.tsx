import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterLabel } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useSession } from '@/shared/session/session';
import { CopyButton } from '@/shared/ui/copy-button';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { usePlacedOrder } from '../api/get-placed-order';
import { LeaveGuard } from './leave-guard';
import { PlacedPaymentNote } from './placed-payment-note';
import { PlacedSummary } from './placed-summary';

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
  // Copied, or the page printed (its button or the browser's own Print): the password is kept.
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const printed = () => setKept(true);
    window.addEventListener('afterprint', printed);
    return () => window.removeEventListener('afterprint', printed);
  }, []);
  const order = placed.data;
  const email = order?.purchaser?.email;

  return (
    <div className="card card--complete">
      <LeaveGuard warn={guestOrderPassword !== null && !kept} />
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
        order && <PlacedPaymentNote order={order} namesPending={placed.namesPending} />
      )}
      {guestOrderPassword && (
        <div className="notice notice--info complete__password">
          <p>
            {t('checkout.complete.guestPassword')}
            {afterLabel(locale)}
            <strong data-testid="guest-order-password">{guestOrderPassword}</strong>{' '}
            <CopyButton
              text={guestOrderPassword}
              label={t('checkout.complete.copyPassword')}
              done={t('checkout.complete.copied')}
              onCopied={() => setKept(true)}
            />
          </p>
          <p>{t('checkout.complete.keepHint')}</p>
          <p>
            <Link to="/order/guest">{t('checkout.complete.lookupPage')}</Link>
          </p>
        </div>
      )}
      {/* Whom the mail went to, from the order as placed; unread, the purchaser is not named. */}
      <p>{email ? t('checkout.complete.mailTo', { email }) : t('checkout.complete.mail')}</p>
      {order ? (
        <PlacedSummary
          // The points an order earns are a member's only: the upstream counts them for a guest's
          // order too, but a guest has no balance to earn them in (as checkout's summary,
          // docs/rules/cart-and-checkout.md#points).
          order={guestOrderPassword === null ? order : { ...order, issue_points: undefined }}
          namesPending={placed.namesPending}
        />
      ) : (
        !placed.isLoading && (
          <p className="notice notice--info" data-testid="placed-unread">
            {t(signedIn ? 'checkout.complete.unread' : 'checkout.complete.unreadGuest')}
          </p>
        )
      )}
      <div className="button-row complete__actions">
        {/* A receipt to keep: the page prints without the site's frame or these buttons. */}
        <button
          type="button"
          className="button"
          onClick={() => {
            setKept(true);
            window.print();
          }}
        >
          {t('checkout.complete.print')}
        </button>
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
