import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  couponValueAfterName,
  formatNumber,
  formatYen,
  orderTaxes,
  paymentFeeOf,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Worded } from '@/shared/i18n/session-wording';
import { hasVariation, labelled, variationName } from './variation-name';

type Line = {
  line_id?: string;
  item?: {
    name?: string;
    name_en?: string;
    code?: string;
    skus?: object;
  } | null;
  order_quantity: number;
  sell_price_tax_included: number;
  subtotal?: number;
  tax_rate?: number | null;
};

/**
 * What the money of an order is read from: a temporary order at checkout and a finished order in
 * the history have the same parts (docs/rules/cart-and-checkout.md#order-taxes).
 */
export type MoneyOrder = {
  delivery_units?: { lines?: Line[]; delivery_method?: { delivery_fee?: number } | null }[];
  subtotal?: number;
  sales?: { id?: string; name: string; discount_amount: number }[];
  issued_coupons?: {
    secret?: string;
    discount_amount: number;
    coupon?: {
      name: string;
      incentive_value_type?: string;
      incentive_value?: number;
      maximum_discount_pirce?: number | null;
    } | null;
  }[];
  use_point_amount?: number;
  payment_profile?: { payment_fee?: number | null } | null;
  total_price: number;
  issue_points?: { point_amount: number };
  /** A guest's order: no account to earn points into (docs/rules/cart-and-checkout.md#points). */
  guest_purchaser?: boolean;
};

/** No delivery fee is known until every shipment has its method (the total is before delivery). */
export const deliveryPending = (order: Pick<MoneyOrder, 'delivery_units'>): boolean =>
  (order.delivery_units ?? []).some((u) => !u.delivery_method);

const linesOf = (order: MoneyOrder) => (order.delivery_units ?? []).flatMap((u) => u.lines ?? []);
const lineTotal = (line: Line) =>
  line.subtotal ?? line.sell_price_tax_included * line.order_quantity;

/** The order's lines: name in the page language, the variation by what differs, quantity, amount. */
export function OrderLines({ order }: { order: MoneyOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="order-summary__lines">
      {linesOf(order).map((line, index) => (
        <li key={line.line_id ?? index}>
          <span className="order-summary__name">
            {(locale === 'en' && line.item?.name_en) || line.item?.name}
            {line.item?.skus && hasVariation(line.item.skus) && (
              <span className="order-summary__variation">
                {variationName(line.item.skus as { id: string }, locale)}
              </span>
            )}
          </span>
          <span className="order-summary__qty">
            {t('checkout.summary.quantity', { count: line.order_quantity })}
          </span>
          <span>{formatYen(lineTotal(line), locale)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Subtotal, sales, coupons, points, delivery, payment fee, total, and the tax the total holds,
 * recomputed from it (docs/rules/cart-and-checkout.md#order-taxes), then the order's points:
 * 'Points you will earn' before the order is placed, 'Points for this order' once it is (`placed`),
 * since the order's answer does not say whether they are in the balance yet; none for a guest's
 * order (docs/rules/cart-and-checkout.md#points).
 */
export function OrderTotals({
  order,
  placed = false,
  namesPending = false,
}: {
  order: MoneyOrder;
  placed?: boolean;
  /** The sales' and coupons' names may be the language just left (session-wording.tsx). */
  namesPending?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const named = (label: string, name: string): ReactNode => (
    <>
      {labelled(label, '', locale)}
      <Worded pending={namesPending}>{name}</Worded>
    </>
  );
  const yen = (n: number) => formatYen(n, locale);
  // A coupon's name, then what it does not say of its value (couponValueAfterName) in the page
  // language: a ¥5,000 discount on a large order reads right beside 'up to ¥5,000', and a name
  // that says '10% off' is not followed by '10% OFF' again.
  const couponLabel = (coupon: NonNullable<MoneyOrder['issued_coupons']>[number]['coupon']) => (
    <>
      {named(t('checkout.summary.coupon'), coupon?.name ?? '')}
      {couponValueAfterName(coupon?.name ?? '', coupon, locale)}
    </>
  );
  const deliveryFee = (order.delivery_units ?? []).reduce(
    (sum, u) => sum + (u.delivery_method?.delivery_fee ?? 0),
    0,
  );
  const feePending = deliveryPending(order);
  const paymentFee = order.payment_profile ? paymentFeeOf(order.payment_profile) : 0;
  const taxes = orderTaxes({
    lines: linesOf(order).map((l) => ({ tax_rate: l.tax_rate, subtotal: lineTotal(l) })),
    total: order.total_price,
    fees: deliveryFee + paymentFee,
  });
  const row = (key: string, label: ReactNode, value: ReactNode, tone = '') => (
    <div className={`totals__row ${tone}`.trim()} key={key}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="totals">
      {order.subtotal !== undefined && row('subtotal', t('cart.subtotal'), yen(order.subtotal))}
      {(order.sales ?? []).map((s, i) =>
        row(
          `sale-${s.id ?? i}`,
          named(t('cart.sale'), s.name ?? ''),
          `−${yen(s.discount_amount)}`,
          'totals__row--discount',
        ),
      )}
      {(order.issued_coupons ?? []).map((c, i) =>
        row(
          `coupon-${c.secret ?? i}`,
          couponLabel(c.coupon),
          `−${yen(c.discount_amount)}`,
          'totals__row--discount',
        ),
      )}
      {(order.use_point_amount ?? 0) > 0 &&
        row(
          'points',
          t('checkout.summary.points'),
          `−${yen(order.use_point_amount ?? 0)}`,
          'totals__row--discount',
        )}
      {/* No fee is known until every shipment has its method: "¥0" would read as free. */}
      {row(
        'delivery',
        t('checkout.summary.delivery'),
        feePending ? t('checkout.summary.deliveryPending') : yen(deliveryFee),
        feePending ? 'totals__row--note' : '',
      )}
      {order.payment_profile && row('fee', t('checkout.summary.paymentFee'), yen(paymentFee))}
      {/* Labelled as the cart's total is (cart-totals.tsx): the buyer compares the two. */}
      {row(
        'total',
        t('cart.total'),
        <>
          {yen(order.total_price)} <small>{t('cart.taxIncluded')}</small>
        </>,
        'totals__row--total',
      )}
      {taxes.map((tax) =>
        row(
          `tax-${tax.tax_rate}`,
          t('checkout.summary.tax', { rate: tax.tax_rate }),
          yen(tax.tax),
          'totals__row--note',
        ),
      )}
      {!order.guest_purchaser &&
        order.issue_points &&
        order.issue_points.point_amount > 0 &&
        row(
          'earn',
          t(placed ? 'checkout.summary.earnPlaced' : 'checkout.summary.earn'),
          t('checkout.summary.pointsAmount', {
            count: order.issue_points.point_amount,
            points: formatNumber(order.issue_points.point_amount, locale),
          }),
          'totals__row--note',
        )}
    </dl>
  );
}
