import { OrderLines, OrderTotals } from '@/shared/cart/order-money';
import { useWordedInPageLanguage } from '@/shared/i18n/session-wording';
import { useOrder, type Order } from '../api/order';

/** The order's lines and money: subtotal, sales, coupons, points, fees, total and taxes. */
export function OrderSummary({ order }: { order: Order }) {
  // The sales' and coupons' names, while they may be in the language just left.
  const namesPending = !useWordedInPageLanguage(useOrder());
  return (
    <div className="order-summary">
      <OrderLines order={order} />
      <OrderTotals order={order} namesPending={namesPending} />
    </div>
  );
}
