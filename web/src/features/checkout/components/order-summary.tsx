import { OrderLines, OrderTotals } from '@/shared/cart/order-money';
import type { Order } from '../api/order';

/** The order's lines and money: subtotal, sales, coupons, points, fees, total and taxes. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <div className="order-summary">
      <OrderLines order={order} />
      <OrderTotals order={order} />
    </div>
  );
}
