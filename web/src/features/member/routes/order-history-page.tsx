import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatYen, orderHistoryTotal } from '@kakehashi/contracts/web';
import { Moment } from '@/shared/i18n/moment';
import { useLocale } from '@/shared/i18n/i18n';
import { pageLanguage } from '@/shared/i18n/language-codes';
import { Icon } from '@/shared/ui/icons';
import { useSession } from '@/shared/session/session';
import { useOrderHistory } from '../api/list-orders';
import { MypageFrame } from '../components/mypage-frame';
import { OrderDateRange } from '../components/order-date-range';
import { OrderProducts } from '../components/order-products';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { QueryState } from '../components/query-state';
import { StatusFilter } from '../components/status-filter';
import { useOrderDateRange } from '../lib/order-date-range';
import { useStatusFilter } from '../lib/status-filter-state';
import { labelled } from '@/shared/cart/variation-name';

/**
 * /mypage/orders: the history, its payment-status filter and date range (both in the URL) and the
 * total of the target statuses.
 */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const filter = useStatusFilter();
  const dates = useOrderDateRange();
  const history = useOrderHistory(filter.selected, dates.range);
  // The target statuses are the BFF's configuration (docs/rules/cart-and-checkout.md#order-history-totals).
  const targets = useSession().data?.site.orderTotalStatuses ?? [];
  // Named as the status badges of the rows name them, so the buyer can tell which rows count.
  const targetNames = new Intl.ListFormat(pageLanguage(lang), {
    type: 'disjunction',
  }).format(targets.map((s) => t('orders.totalQuoted', { status: t(`orders.status.${s}`) })));
  // On a phone the filters wait behind a disclosure, so the orders come first (closed until
  // opened; the wide layout shows them as they are and hides the button, member-records.css).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = filter.selected.length + (dates.from || dates.to ? 1 : 0);
  // A buyer who has never ordered is told so, without filters that would suggest some are hidden.
  const noOrdersYet = activeFilters === 0 && history.data?.orders.length === 0;

  return (
    <MypageFrame title={t('orders.title')} lead={t('orders.lead')}>
      {!noOrdersYet && (
        <>
          <button
            type="button"
            className="button order-filters__toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <Icon name="filter" size={18} />
            {activeFilters > 0
              ? t('orders.filtersToggleCount', { count: activeFilters })
              : t('orders.filtersToggle')}
          </button>
          <div id={filtersId} className={filtersOpen ? 'order-filters is-open' : 'order-filters'}>
            <StatusFilter selected={filter.selected} onChange={filter.choose} />
            <OrderDateRange
              from={dates.from}
              to={dates.to}
              inverted={dates.inverted}
              onChange={dates.change}
            />
          </div>
        </>
      )}
      <QueryState query={history}>
        {({ orders, hit }) =>
          orders.length === 0 ? (
            // No orders, or none the filters keep: the notice alone, with the way on (products,
            // or all orders), not '0 orders' and a ¥0 total above it.
            <p className="notice notice--info" role="status">
              {activeFilters > 0 ? (
                <>
                  {t('orders.none')} <Link to="/mypage/orders">{t('orders.clearFilters')}</Link>
                </>
              ) : (
                <>
                  {t('orders.noneYet')} <Link to="/search/searchList">{t('orders.browse')}</Link>
                </>
              )}
            </p>
          ) : (
            <>
              <p className="orders-count" aria-live="polite">
                {t('orders.count', { count: hit ?? orders.length })}
              </p>
              <ul className="order-list">
                {orders.map((order) => (
                  <li key={order.order_number} className="order-row">
                    <div className="order-row__main">
                      <span className="order-row__label">{t('orders.orderNumber')}</span>
                      <span className="order-row__number">{order.order_number}</span>
                      <span className="order-row__date">
                        <Moment at={order.ordered_at} ownClock />
                      </span>
                      <OrderProducts order={order} />
                    </div>
                    <PaymentStatusBadge status={order.payment_status} />
                    <span className="order-row__total">{formatYen(order.total_price, lang)}</span>
                    <Link
                      className="button button--small"
                      to={`/mypage/orders/detail?order_number=${encodeURIComponent(order.order_number)}`}
                      aria-label={labelled(t('orders.details'), order.order_number, lang)}
                    >
                      {t('orders.details')}
                    </Link>
                  </li>
                ))}
              </ul>
              {/* The total of the paid statuses closes the list, as on a statement: above it,
                  a bold '¥0' (nothing paid yet) was the first amount a buyer saw, before the
                  orders and what they still owe. */}
              <div className="orders-total" aria-live="polite">
                <p className="orders-total__total">
                  <span>{t('orders.total', { statuses: targetNames })}</span>
                  <strong>{formatYen(orderHistoryTotal(orders, targets), lang)}</strong>
                </p>
                <p className="field__hint orders-total__note">{t('orders.totalNote')}</p>
              </div>
            </>
          )
        }
      </QueryState>
    </MypageFrame>
  );
}
