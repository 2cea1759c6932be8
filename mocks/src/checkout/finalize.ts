import { orderMailText } from './order-mail';
import { orderView } from './order-view';
import type { TempOrder } from './types';
import { coupons } from '../seed/coupons';
import { paymentMethods } from '../seed/shop';
import type { Language } from '../http/language';
import { multilingual } from '../http/multilingual';
import { inLanguage, sendMail } from '../state/mailer';
import { confirmedBalance, confirmsAt } from '../state/point-lots';
import type { MockState } from '../state/store';
import { randomToken } from '../state/tokens';

/**
 * A member's point balance at `nowMs`: the sum of their ledger without the points orders earned
 * that are not confirmed yet (docs/rules/cart-and-checkout.md#points).
 */
export const pointBalance = (state: MockState, userId: string | null, nowMs: number): number =>
  userId ? confirmedBalance(state.points.get(userId) ?? [], nowMs) : 0;

/**
 * Whether the order's points are still in the balance. Checked again at commit, in the same
 * synchronous step that spends them, as a ledger does: two temporary orders that each took the
 * whole balance cannot both be placed (docs/security.md#points-are-spent-once).
 */
export const pointsStillCovered = (state: MockState, order: TempOrder, nowMs: number): boolean =>
  order.use_point_amount <= pointBalance(state, order.user_id, nowMs);

/**
 * Turns a committed temporary order into an order of the history: spends coupons and points,
 * grants earned points (unconfirmed until their campaign's confirm timing), empties the cart and
 * mails a confirmation to the purchaser.
 */
export const finalizeOrder = (
  state: MockState,
  order: TempOrder,
  orderNumber: string,
  nowMs: number,
  /** The language of the commit call: the confirmation mail's. */
  language: Language,
): Record<string, unknown> => {
  // A finished order is known by its number; the temporary order id ends with checkout.
  const { orderId: _id, temporary_order_id: _temporary, ...view } = orderView(state, order, nowMs);
  const payment = paymentMethods.find((p) => p.id === order.payment_profile_id);
  const record = {
    ...view,
    status: 'committed',
    order_number: orderNumber,
    ordered_at: new Date(nowMs).toISOString(),
    payment_status: payment?.code === 'CARD' ? 'authorized' : 'unpaid',
    // Guest purchaser (docs/upstream.md#cart-and-order): order number plus guest order password.
    ...(order.user_id ? {} : { guest_order_password: randomToken('gp').slice(0, 12) }),
  };
  order.status = 'committed';
  order.order_number = orderNumber;
  if (order.user_id) {
    const issued = state.issuedCoupons.get(order.user_id) ?? [];
    for (const i of issued) if (order.issued_coupon_secrets.includes(i.secret)) i.used = true;
    const ledger = state.points.get(order.user_id) ?? [];
    const at = new Date(nowMs).toISOString();
    if (view.use_point_amount > 0)
      ledger.push({
        order_number: orderNumber,
        occurred_at: at,
        amount: -view.use_point_amount,
        reason: multilingual('ご注文でのご利用', 'Used on order'),
      });
    if (view.issue_points.point_amount > 0)
      ledger.push({
        order_number: orderNumber,
        occurred_at: at,
        amount: view.issue_points.point_amount,
        reason: multilingual('ご注文での獲得', 'Earned on order'),
        // docs/rules/cart-and-checkout.md#points: an order may still be cancelled.
        confirms_at: confirmsAt(
          nowMs,
          view.issue_points.point_campaign.issue_at_order.issue_confirm_timing,
        ),
      });
    state.points.set(order.user_id, ledger);
    state.orders.set(order.user_id, [record, ...(state.orders.get(order.user_id) ?? [])]);
  }
  for (const secret of order.issued_coupon_secrets) {
    const coupon = coupons.find((c) => c.secret === secret);
    if (coupon) state.couponUses.set(coupon.id, (state.couponUses.get(coupon.id) ?? 0) + 1);
  }
  state.ordersByNumber.set(orderNumber, { userId: order.user_id, order: record });
  const cart = state.carts.get(order.cart_code);
  if (cart) cart.lines = [];
  if (order.purchaser?.email) {
    sendMail(state, nowMs, language, {
      to: order.purchaser.email,
      subject: inLanguage(
        language,
        `【かけはし】ご注文確認 ${orderNumber}`,
        `Kakehashi order confirmation ${orderNumber}`,
      ),
      text: orderMailText(view, orderNumber, nowMs, language),
    });
  }
  return record;
};
