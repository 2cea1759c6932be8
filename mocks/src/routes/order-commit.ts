import { canCancelOrder, canChangePayment, UpstreamStatus } from '@kakehashi/contracts';
import { finalizeOrder, pointsStillCovered } from '../checkout/finalize';
import { chargedCard } from '../checkout/order-view';
import type { TempOrder } from '../checkout/types';
import { failure, notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { paymentMethods } from '../seed/shop';
import type { Member } from '../state/members';
import { isUnconfirmed } from '../state/point-lots';
import { nextId, type MockState } from '../state/store';
import { randomToken } from '../state/tokens';

const missingSteps = (o: TempOrder): string[] =>
  [
    !o.purchaser && 'purchaser',
    !o.reciever && 'reciever',
    !o.delivery_units.every((u) => u.delivery_method) && 'delivery',
    !o.payment_profile_id && 'payment',
  ].filter((s): s is string => Boolean(s));

const receipt = (record: Record<string, unknown>) => ({
  order_number: record.order_number,
  ...(record.guest_order_password ? { guest_order_password: record.guest_order_password } : {}),
});

/** A finished order the caller may touch: the member's own, or a guest's with its password. */
const ownOrder = (
  state: MockState,
  number: string,
  member: Member | null,
  guestPassword?: string,
) => {
  const found = state.ordersByNumber.get(number);
  if (!found) return null;
  if (found.userId !== null) return found.userId === member?.id ? found.order : null;
  return guestPassword && found.order.guest_order_password === guestPassword ? found.order : null;
};

/**
 * Commit (docs/rules/cart-and-checkout.md#3-d-secure-return): a card payment first answers a 3-D
 * Secure redirect (authorize URL, order number, context); the issuer page records success, error or
 * cancel; committing again with the context finishes only a success the issuer page recorded and
 * refuses the others (E070-001 error or no authentication, E070-002 cancel). A temporary order
 * already committed is refused (E040-002): it is never placed, nor charged, twice.
 */
export const orderCommitRoutes = (mount: Mount): void => {
  mount('order/commit', ({ body, state, member, nowMs, options, language }) => {
    const order = state.tempOrders.get(body.orderId);
    if (!order || (order.user_id !== null && order.user_id !== member?.id))
      return notFound('orderId');
    if (order.status === 'committed' || order.status === 'cancelled')
      return failure(UpstreamStatus.orderClosed);
    const missing = missingSteps(order);
    if (missing.length > 0)
      return failure(UpstreamStatus.orderIncomplete, {
        errors: missing.map((name) => ({ name, value: 'required' })),
      });
    // Re-checked here, right before anything is spent: another order may have used the points.
    if (!pointsStillCovered(state, order, nowMs))
      return failure(UpstreamStatus.pointsSpentElsewhere, {
        errors: [{ name: 'use_point_amount', value: 'more than the balance' }],
      });
    const card = paymentMethods.find((p) => p.id === order.payment_profile_id)?.code === 'CARD';
    if (!card) {
      return success(
        receipt(
          finalizeOrder(
            state,
            order,
            `KK${String(nextId(state)).padStart(8, '0')}`,
            nowMs,
            language,
          ),
        ),
      );
    }
    if (body.three_d_secure_context) {
      const tds = state.threeDSecure.get(body.three_d_secure_context);
      if (!tds || tds.orderId !== order.orderId)
        return failure(UpstreamStatus.cardAuthError, {
          errors: [{ name: 'three_d_secure_context', value: 'unknown' }],
        });
      if (tds.result === 'cancel') return failure(UpstreamStatus.cardAuthCancel);
      if (tds.result !== 'success') return failure(UpstreamStatus.cardAuthError);
      state.threeDSecure.delete(tds.context);
      order.entered_card = tds.entered ?? null;
      return success(receipt(finalizeOrder(state, order, tds.order_number, nowMs, language)));
    }
    const context = randomToken('tds');
    // The issuer page is addressed by its own transaction reference: the browser, sent there,
    // never reads the context the shop must present at the return.
    const transaction = randomToken('txn');
    // One temporary order is one order: a new 3-D Secure attempt (after a failed or cancelled one,
    // or a shop that commits again) keeps the order number and ends the earlier attempts.
    const orderNumber = order.order_number ?? `KK${String(nextId(state)).padStart(8, '0')}`;
    order.order_number = orderNumber;
    for (const [key, attempt] of state.threeDSecure)
      if (attempt.orderId === order.orderId) state.threeDSecure.delete(key);
    state.threeDSecure.set(context, {
      context,
      transaction,
      orderId: order.orderId,
      order_number: orderNumber,
      return_url: body.return_url ?? null,
      result: 'pending',
      // The issuer names the saved card it charges, or asks for one (control/three-d-secure.ts).
      card: chargedCard(state, order),
    });
    order.status = 'awaiting_3ds';
    const url = `${options.publicUrl}/__mock/3ds/authorize?transaction=${transaction}`;
    return success({
      redirect: true,
      sbps_authorize_url: url,
      authorize_url: url,
      order_number: orderNumber,
      three_d_secure_context: context,
    });
  });

  mount('order/cancel', ({ body, state, member, nowMs }) => {
    const order = ownOrder(state, body.order_number, member, body.guest_order_password);
    if (!order) return notFound('order_number');
    // docs/rules/accounts.md#orders: only before money has moved.
    if (!canCancelOrder(String(order.payment_status))) return failure(UpstreamStatus.orderClosed);
    order.payment_status = 'canceled';
    // docs/rules/cart-and-checkout.md#points: the points it earned and were not confirmed go away.
    const owner = state.ordersByNumber.get(body.order_number)?.userId;
    const ledger = owner ? state.points.get(owner) : undefined;
    if (owner && ledger)
      state.points.set(
        owner,
        ledger.filter((e) => e.order_number !== body.order_number || !isUnconfirmed(e, nowMs)),
      );
    return success({ order });
  });
  mount('order/getChangePayment', ({ body, state, member }) => {
    const order = ownOrder(state, body.order_number, member, body.guest_order_password);
    return order ? success({ order, payment_profiles: paymentMethods }) : notFound('order_number');
  });
  mount('order/putChangePayment', ({ body, state, member }) => {
    const order = ownOrder(state, body.order_number, member, body.guest_order_password);
    if (!order) return notFound('order_number');
    if (!canChangePayment(String(order.payment_status))) return failure(UpstreamStatus.orderClosed);
    const payment = paymentMethods.find((p) => p.id === body.payment_profile?.id);
    if (!payment)
      return failure(UpstreamStatus.validation, {
        errors: [{ name: 'payment_profile.id', value: 'unknown payment method' }],
      });
    order.payment_profile = payment;
    return success({ order });
  });
  // docs/rules/cart-and-checkout.md#guest-orders guest purchaser: only a guest order, and only with its password.
  mount('guestOrder/get', ({ body, state }) => {
    const found = state.ordersByNumber.get(body.order_number);
    return found?.userId === null && found.order.guest_order_password === body.guest_order_password
      ? success({ order: found.order })
      : notFound('order_number');
  });
  // Back from checkout to the cart: the temporary order is dropped, the cart kept.
  mount('order/cartLoad', ({ body, state, member }) => {
    const order = state.tempOrders.get(body.orderId);
    if (!order || (order.user_id !== null && order.user_id !== member?.id))
      return notFound('orderId');
    state.tempOrders.delete(order.orderId);
    return success({ cart_code: order.cart_code });
  });
};
