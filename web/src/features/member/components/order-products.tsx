import { useTranslation } from 'react-i18next';
import { useLocale, type Locale } from '@/shared/i18n/i18n';

type NamedLine = { item?: { name?: string; name_en?: string } | null };

/** What an order of the history is read for here: its lines, as the list answer carries them. */
export type OrderWithLines = { delivery_units?: { lines?: NamedLine[] }[] };

/**
 * The first product of an order, named in the page language as the order's lines are
 * (shared/cart/order-money), and how many other lines the order has; null when the answer carries
 * no named line.
 */
export const orderProducts = (
  order: OrderWithLines,
  locale: Locale,
): { first: string; more: number } | null => {
  const lines = (order.delivery_units ?? []).flatMap((u) => u.lines ?? []);
  const named = lines.find((line) => line.item?.name || line.item?.name_en);
  if (!named?.item) return null;
  const first = (locale === 'en' && named.item.name_en) || named.item.name || named.item.name_en;
  return first ? { first, more: lines.length - 1 } : null;
};

/**
 * What an order row says was ordered: the first product's name on one line (cut with an ellipsis
 * on a phone) and '+ 2 more' / 「ほか2点」 for the other lines, which always stays visible.
 */
export function OrderProducts({ order }: { order: OrderWithLines }) {
  const { t } = useTranslation();
  const products = orderProducts(order, useLocale());
  if (!products) return null;
  return (
    <span className="order-row__products">
      <span className="order-row__product">{products.first}</span>
      {products.more > 0 && (
        <span className="order-row__more">
          {t('orders.moreProducts', { count: products.more })}
        </span>
      )}
    </span>
  );
}
