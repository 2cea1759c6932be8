import { useTranslation } from 'react-i18next';
import { formatYen, orderTaxes, paymentFeeOf } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import type { Order } from '../api/order';

/** The order's lines and money: subtotal, sales, coupons, points, fees, total and taxes. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const yen = (n: number) => formatYen(n, locale);
  const lines = order.delivery_units.flatMap((u) => u.lines ?? []);
  const deliveryFee = order.delivery_units.reduce(
    (sum, u) => sum + (u.delivery_method?.delivery_fee ?? 0),
    0,
  );
  const paymentFee = order.payment_profile ? paymentFeeOf(order.payment_profile) : 0;
  // docs/rules/cart-and-checkout.md#order-taxes: the tax the total holds, recomputed from the
  // upstream's total after coupon, points, delivery and payment fee (never a stale line sum).
  const taxes = orderTaxes({
    lines: lines.map((l) => ({
      tax_rate: (l as { tax_rate?: number | null }).tax_rate,
      subtotal: l.subtotal ?? l.sell_price_tax_included * l.order_quantity,
    })),
    total: order.total_price,
    fees: deliveryFee + paymentFee,
  });
  const row = (label: string, value: string, tone = '') => (
    <div className={`totals__row ${tone}`.trim()} key={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="order-summary">
      <ul className="order-summary__lines">
        {lines.map((line) => (
          <li key={line.line_id}>
            <span className="order-summary__name">
              {(locale === 'en' && line.item?.name_en) || line.item?.name}
            </span>
            <span className="order-summary__qty">
              {t('checkout.summary.quantity', { count: line.order_quantity })}
            </span>
            <span>{yen(line.subtotal ?? line.sell_price_tax_included * line.order_quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        {order.subtotal !== undefined && row(t('cart.subtotal'), yen(order.subtotal))}
        {(order.sales ?? []).map((s) =>
          row(
            `${t('cart.sale')}: ${s.name}`,
            `−${yen(s.discount_amount)}`,
            'totals__row--discount',
          ),
        )}
        {(order.issued_coupons ?? []).map((c) =>
          row(
            `${t('checkout.summary.coupon')}: ${c.coupon?.name ?? ''}`,
            `−${yen(c.discount_amount)}`,
            'totals__row--discount',
          ),
        )}
        {(order.use_point_amount ?? 0) > 0 &&
          row(
            t('checkout.summary.points'),
            `−${yen(order.use_point_amount ?? 0)}`,
            'totals__row--discount',
          )}
        {row(t('checkout.summary.delivery'), yen(deliveryFee))}
        {order.payment_profile && row(t('checkout.summary.paymentFee'), yen(paymentFee))}
        {row(t('cart.total'), yen(order.total_price), 'totals__row--total')}
        {taxes.map((tax) =>
          row(t('checkout.summary.tax', { rate: tax.tax_rate }), yen(tax.tax), 'totals__row--note'),
        )}
        {order.issue_points &&
          order.issue_points.point_amount > 0 &&
          row(
            t('checkout.summary.earn'),
            order.issue_points.point_amount.toLocaleString(i18n.language),
            'totals__row--note',
          )}
      </dl>
    </div>
  );
}
