import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useCheckoutResult } from '../api/get-checkout-result';
import { OrderPlaced, usePlacedOrderOf } from '../components/order-placed';

/**
 * `/checkout/complete`: the order number first, then how the order is to be paid, and a guest's
 * order password, of the finished order.
 */
export function CompletePage() {
  const { t } = useTranslation();
  const result = useCheckoutResult();
  const orderNumber = result.data?.orderNumber;
  const placed = usePlacedOrderOf(result.data);

  return (
    <PageShell title={t('checkout.complete.title')} narrow>
      {result.isPending ? (
        <TextSkeleton lines={3} />
      ) : orderNumber ? (
        <OrderPlaced
          orderNumber={orderNumber}
          guestOrderPassword={result.data?.guestOrderPassword ?? null}
          placed={placed}
        />
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
