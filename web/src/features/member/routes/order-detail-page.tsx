import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatYen, type HistoryOrder } from '@kakehashi/contracts/web';
import { Moment } from '@/shared/i18n/moment';
import { OrderLines, OrderTotals } from '@/shared/cart/order-money';
import { PartyAddress } from '@/shared/cart/party-address';
import { PlacedOrderTransferGuide } from '@/shared/cart/transfer-guide';
import { useLocale } from '@/shared/i18n/i18n';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { useOrder } from '../api/get-order';
import { MypageFrame } from '../components/mypage-frame';
import { OrderActions } from '../components/order-actions';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { QueryState } from '../components/query-state';

/**
 * Delivery per shipment: method, fee, the chosen date and time, and the address it goes to
 * (docs/rules/cart-and-checkout.md#steps-from-the-profile: the order detail shows everything
 * the buyer chose at checkout).
 */
function DeliveryFacts({ order, namesPending }: { order: HistoryOrder; namesPending: boolean }) {
  const { t } = useTranslation();
  const lang = useLocale();
  // Japanese runs the facts together with 「・」, English with ' · ' (as the cards do).
  const separator = t('orders.factSeparator');
  return (
    <div className="card card--wide">
      <dl className="detail-list">
        {(order.delivery_units ?? []).map((unit, index) => (
          <div className="detail-list__row" key={index}>
            <dt>{t('orders.deliveryMethod')}</dt>
            <dd>
              <Worded pending={namesPending}>{unit.delivery_method?.name ?? '—'}</Worded>
              {unit.delivery_method?.delivery_fee !== undefined &&
                `${separator}${formatYen(unit.delivery_method.delivery_fee, lang)}`}
              {unit.delivery_method?.delivery_date &&
                `${separator}${t('orders.deliveryDate', {
                  // docs/rules/site-and-pages.md#dates: the page's own format, never the upstream's
                  // YYYY-MM-DD ('3 Dec 2026' / 2026年12月03日（木）).
                  date:
                    formatDate(unit.delivery_method.delivery_date, lang) ||
                    unit.delivery_method.delivery_date,
                })}`}
              {unit.delivery_method?.delivery_time &&
                `${separator}${t(`checkout.delivery.slots.${unit.delivery_method.delivery_time}`, {
                  defaultValue: unit.delivery_method.delivery_time,
                })}`}
            </dd>
          </div>
        ))}
        {order.reciever && (
          <div className="detail-list__row">
            <dt>{t('orders.deliverTo')}</dt>
            <dd>
              <PartyAddress party={order.reciever} />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * /mypage/orders/detail?order_number=…: what was ordered, its payment (with how to pay while a
 * bank transfer is awaited, docs/rules/cart-and-checkout.md#bank-transfer), and what can change.
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const [params] = useSearchParams();
  const orderNumber = params.get('order_number') ?? '';
  const order = useOrder(orderNumber);
  // The payment's name and bank account, while they may be in the language just left.
  const namesPending = !useWordedInPageLanguage(order);

  return (
    <MypageFrame
      title={t('orders.detailTitle', { number: orderNumber })}
      lead={t('orders.detailLead')}
    >
      <p>
        <Link to="/mypage/orders">{t('orders.backToList')}</Link>
      </p>
      {orderNumber === '' ? (
        <p className="notice notice--error">{t('orders.notFound')}</p>
      ) : (
        <QueryState query={order}>
          {(o) => (
            <>
              <div className="card card--wide">
                <dl className="detail-list">
                  <div className="detail-list__row">
                    <dt>{t('orders.orderedAt')}</dt>
                    <dd>
                      <Moment at={o.ordered_at} ownClock />
                    </dd>
                  </div>
                  <div className="detail-list__row">
                    <dt>{t('orders.paymentStatus')}</dt>
                    <dd>
                      <PaymentStatusBadge status={o.payment_status} />
                    </dd>
                  </div>
                  <div className="detail-list__row">
                    <dt>{t('orders.payment')}</dt>
                    <dd>
                      <Worded pending={namesPending}>{o.payment_profile?.name ?? '—'}</Worded>
                    </dd>
                  </div>
                  <div className="detail-list__row">
                    <dt>{t('orders.amount')}</dt>
                    <dd>{formatYen(o.total_price, lang)}</dd>
                  </div>
                </dl>
              </div>
              <PlacedOrderTransferGuide order={o} wide namesPending={namesPending} />
              <h2 className="section-title">{t('orders.lines')}</h2>
              <div className="card card--wide order-money">
                <OrderLines order={o} />
                <OrderTotals order={o} placed namesPending={namesPending} />
              </div>
              <h2 className="section-title">{t('orders.delivery')}</h2>
              <DeliveryFacts order={o} namesPending={namesPending} />
              <h2 className="section-title">{t('orders.actions')}</h2>
              <OrderActions order={o} />
            </>
          )}
        </QueryState>
      )}
    </MypageFrame>
  );
}
