import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatSlashDateTime, formatYen, type HistoryOrder } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { useOrder } from '../api/order-history';
import { MypageFrame } from '../components/mypage-frame';
import { OrderActions } from '../components/order-actions';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { QueryState } from '../components/query-state';

const linesOf = (order: HistoryOrder) => (order.delivery_units ?? []).flatMap((u) => u.lines);

/** /mypage/orders/detail?order_number=…: what was ordered, its payment, and what can change. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const [params] = useSearchParams();
  const orderNumber = params.get('order_number') ?? '';
  const order = useOrder(orderNumber);

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
                    <dd>{formatSlashDateTime(o.ordered_at ?? '')}</dd>
                  </div>
                  <div className="detail-list__row">
                    <dt>{t('orders.paymentStatus')}</dt>
                    <dd>
                      <PaymentStatusBadge status={o.payment_status} />
                    </dd>
                  </div>
                  <div className="detail-list__row">
                    <dt>{t('orders.payment')}</dt>
                    <dd>{o.payment_profile?.name ?? '—'}</dd>
                  </div>
                  <div className="detail-list__row">
                    <dt>{t('orders.amount')}</dt>
                    <dd className="price">{formatYen(o.total_price, lang)}</dd>
                  </div>
                </dl>
              </div>
              <h2 className="section-title">{t('orders.lines')}</h2>
              <ul className="order-lines">
                {linesOf(o).map((line, index) => (
                  <li key={`${line.item?.id ?? 'line'}-${index}`} className="order-line">
                    <span className="order-line__name">
                      {(lang === 'jp' ? line.item?.name : line.item?.name_en) ??
                        line.item?.name ??
                        '—'}
                    </span>
                    <span className="order-line__qty">
                      {t('orders.quantity')} {line.order_quantity}
                    </span>
                    <span className="order-line__price">
                      {formatYen(line.sell_price_tax_included, lang)}
                    </span>
                  </li>
                ))}
              </ul>
              <h2 className="section-title">{t('orders.actions')}</h2>
              <OrderActions order={o} />
            </>
          )}
        </QueryState>
      )}
    </MypageFrame>
  );
}
