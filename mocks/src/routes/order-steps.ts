import { randomBytes } from 'node:crypto';
import { orderPurchaserRequestSchema, temperatureOf, UpstreamStatus } from '@kakehashi/contracts';
import { lineView } from '../checkout/cart-view';
import { deliveryDaysFor } from '../checkout/delivery-dates';
import { pointBalance } from '../checkout/finalize';
import { orderView, unitDeliveryChoices } from '../checkout/order-view';
import type { DeliveryUnit, Party, TempOrder } from '../checkout/types';
import { failure, invalid, notFound, success, type UpstreamResult } from '../http/upstream-result';
import type { Ctx, Mount } from '../http/route';
import { coupons } from '../seed/coupons';
import { couponUseProblem } from './coupon-use';
import { paymentMethods } from '../seed/shop';
import type { Member } from '../state/members';
import { nextId, type MockState } from '../state/store';

/** The caller's open temporary order, or the reply that says why not. */
const openOrder = (
  state: MockState,
  orderId: string,
  member: Member | null,
): TempOrder | UpstreamResult => {
  const order = state.tempOrders.get(orderId);
  if (!order || (order.user_id !== null && order.user_id !== member?.id))
    return notFound('orderId');
  if (order.status === 'committed' || order.status === 'cancelled')
    return failure(UpstreamStatus.orderClosed);
  return order;
};

const isReply = (x: TempOrder | UpstreamResult): x is UpstreamResult =>
  'status' in x && 'data' in x && !('orderId' in x);

/**
 * Mounts a step on an open order; each change answers the reloaded order
 * (docs/rules/cart-and-checkout.md#temporary-order).
 */
const step = <N extends Parameters<Mount>[0]>(
  mount: Mount,
  name: N,
  change: (order: TempOrder, ctx: Ctx<N>) => UpstreamResult | null,
) =>
  mount(name, (ctx) => {
    const order = openOrder(ctx.state, (ctx.body as { orderId: string }).orderId, ctx.member);
    if (isReply(order)) return order;
    const problem = change(order, ctx as Ctx<N>);
    return problem ?? success({ order: orderView(ctx.state, order, ctx.nowMs) });
  });

/**
 * Dry lines ship together; chilled and frozen ones in a cool unit (delivery_units,
 * docs/upstream.md#cart-and-order).
 */
const unitsOf = (
  ctx: Ctx<'order/create'>,
  lineIds: { line_id: string; cool: boolean }[],
): DeliveryUnit[] =>
  (['dry', 'cool'] as const)
    .map((t) => ({
      t,
      ids: lineIds.filter((l) => l.cool === (t === 'cool')).map((l) => l.line_id),
    }))
    .filter((u) => u.ids.length > 0)
    .map((u, i) => ({
      delivery_unit_no: i + 1,
      temperature_class: u.t,
      line_ids: u.ids,
      delivery_method: null,
    }));

const orderParty = orderPurchaserRequestSchema.shape.purchaser;

/**
 * The purchaser (and receiver) a member's new order starts with: the member's own address when an
 * order can hold it (orders are delivered in Japan, in the Japanese formats); a buyer abroad gets
 * their first saved address that fits, under their own name and email; else nothing.
 */
const prefilledParty = (state: MockState, m: Member): Party | null => {
  const own = {
    name: m.name,
    name_read: m.name_read,
    email: m.email,
    tel: m.tel_primary,
    zip: m.zip,
    state: m.state,
    city: m.city,
    street: m.street,
    building: m.building,
    company: m.company,
  };
  if (orderParty.safeParse(own).success) return own;
  for (const { address } of state.addresses.get(m.id) ?? []) {
    const saved = orderParty.safeParse({ ...address, name_read: m.name_read, email: m.email });
    if (saved.success) return saved.data;
  }
  return null;
};

/**
 * Checkout steps (docs/rules/cart-and-checkout.md#temporary-order): create, purchaser, receiver,
 * delivery, coupons, points, payment, options.
 */
export const orderStepRoutes = (mount: Mount): void => {
  mount('order/create', (ctx) => {
    const cart = ctx.state.carts.get(ctx.body.cart_code);
    if (!cart || (cart.user_id !== null && cart.user_id !== ctx.member?.id))
      return notFound('cart_code');
    if (cart.lines.length === 0) return failure(UpstreamStatus.cartEmpty);
    const lines = cart.lines.map((l) => lineView(ctx.state.seed, l));
    const purchaser = ctx.member ? prefilledParty(ctx.state, ctx.member) : null;
    const order: TempOrder = {
      // Opaque, as a SaaS issues it: the BFF keeps it in the session, and a test that greps the
      // browser's answers for it must not find 'T3' by chance in a random cookie.
      orderId: `T${nextId(ctx.state)}-${randomBytes(8).toString('hex')}`,
      cart_code: cart.cart_code,
      user_id: ctx.member?.id ?? null,
      purchaser,
      reciever: purchaser,
      delivery_units: unitsOf(
        ctx,
        // Read as the delivery rule reads it: goods without a temperature travel ambient.
        lines.map((l) => ({
          line_id: l.line_id,
          cool: temperatureOf(l.item?.custom.temperatureRange) !== 'dry',
        })),
      ),
      issued_coupon_secrets: [],
      use_point_amount: 0,
      payment_profile_id: null,
      site_options: [],
      completed: {
        purchaser: false,
        reciever: false,
        delivery: false,
        coupon: false,
        siteOptionGroup: false,
        payment: false,
      },
      status: 'open',
      order_number: null,
    };
    ctx.state.tempOrders.set(order.orderId, order);
    return success({ order: orderView(ctx.state, order, ctx.nowMs) });
  });

  step(mount, 'order/get', () => null);
  step(mount, 'order/setPurchaser', (o, { body }) => {
    o.purchaser = body.purchaser;
    o.completed.purchaser = true;
    return null;
  });
  step(mount, 'order/setReciever', (o, { body }) => {
    o.reciever = body.reciever;
    o.completed.reciever = true;
    return null;
  });
  step(mount, 'order/setDelivery', (o, { body, state, nowMs }) => {
    const unit = o.delivery_units.find((u) => u.delivery_unit_no === body.deliveryUnitNo);
    if (!unit) return invalid([{ name: 'deliveryUnitNo', value: 'unknown delivery unit' }]);
    const method = unitDeliveryChoices(state.seed, state, o, unit.delivery_unit_no).find(
      (m) => m.id === body.deliveryMethod.id,
    );
    if (!method)
      return invalid([{ name: 'deliveryMethod.id', value: 'not offered for this order' }]);
    // A shop system refuses a method that cannot keep the goods at their temperature.
    if (!method.available)
      return failure(UpstreamStatus.deliveryTemperature, {
        errors: [{ name: 'deliveryMethod.id', value: method.unavailable_reason ?? 'temperature' }],
      });
    // A day is one the method offers (as the selections listed it), and a method that needs one gets one.
    const day = body.deliveryMethod.delivery_date;
    const days = deliveryDaysFor(method.code, nowMs);
    if (day ? !days.includes(day) : method.required_delivery_date)
      return invalid([
        { name: 'deliveryMethod.delivery_date', value: day ? 'not offered' : 'required' },
      ]);
    unit.delivery_method = body.deliveryMethod;
    o.completed.delivery = o.delivery_units.every((u) => u.delivery_method !== null);
    return null;
  });
  step(mount, 'order/verify', (o) =>
    o.delivery_units.every((u) => u.delivery_method)
      ? null
      : failure(UpstreamStatus.orderIncomplete, {
          errors: [{ name: 'delivery', value: 'missing' }],
        }),
  );
  step(mount, 'order/setCoupon', (o, { body, state, member, nowMs }) => {
    const lines = state.carts.get(o.cart_code)?.lines ?? [];
    for (const { secret } of body.issuedCoupons) {
      // The reason's own status, so the buyer reads why (expired, used, not for these products).
      const problem = couponUseProblem(state, member, secret, lines, nowMs);
      if (problem) return failure(problem, { errors: [{ name: 'issuedCoupons', value: secret }] });
    }
    o.issued_coupon_secrets = body.issuedCoupons.map((c) => c.secret);
    o.completed.coupon = true;
    return null;
  });
  step(mount, 'order/omitCoupon', (o) => {
    o.issued_coupon_secrets = [];
    o.completed.coupon = true;
    return null;
  });
  step(mount, 'order/setPoint', (o, { body, state, member, nowMs }) => {
    // Only confirmed points: those an order earned are not spendable until confirmed.
    const balance = pointBalance(state, member?.id ?? null, nowMs);
    if (body.use_point_amount > balance)
      return failure(UpstreamStatus.pointsInsufficient, {
        errors: [{ name: 'use_point_amount', value: `balance ${balance}` }],
      });
    o.use_point_amount = body.use_point_amount;
    return null;
  });
  step(mount, 'order/confirmPoint', () => null);
  step(mount, 'order/setPayment', (o, { body, state, member }) => {
    const payment = paymentMethods.find((p) => p.id === body.paymentProfile.id);
    if (!payment) return invalid([{ name: 'paymentProfile.id', value: 'unknown payment method' }]);
    const cardId = body.paymentProfile.card_id;
    // docs/rules/cart-and-checkout.md#card-payment: only a card payment names a card, and only one
    // the signed-in member saved for this payment profile; another member's is refused, whoever asks.
    const saved =
      cardId &&
      member &&
      (state.cards.get(member.id) ?? []).some(
        (c) => c.card_id === cardId && c.payment_profile_id === payment.id,
      );
    if (cardId && (payment.code !== 'CARD' || !saved))
      return invalid([
        { name: 'paymentProfile.card_id', value: 'not a saved card of this member' },
      ]);
    o.payment_profile_id = payment.id;
    o.card_id = cardId ?? null;
    o.entered_card = null;
    o.completed.payment = true;
    return null;
  });
  step(mount, 'order/setSiteOptionGroup', (o, { body }) => {
    o.site_options = body.site_options;
    o.completed.siteOptionGroup = true;
    return null;
  });

  // Selections answer lists, not the order.
  const selection = <N extends 'order/selections/coupon' | 'order/selections/payment'>(
    name: N,
    list: (ctx: Ctx<N>, o: TempOrder) => unknown,
  ) =>
    mount(name, (ctx) => {
      const order = openOrder(ctx.state, ctx.body.orderId, ctx.member);
      return isReply(order) ? order : success(list(ctx as Ctx<N>, order));
    });
  // Issued coupons name their coupon (without its secret); guests may use the open coupons.
  const publicView = ({ secret: _secret, ...coupon }: (typeof coupons)[number]) => coupon;
  selection('order/selections/coupon', ({ state, member }) => ({
    issued_coupons: member
      ? (state.issuedCoupons.get(member.id) ?? [])
          .filter((i) => !i.used)
          .map((i) => {
            const coupon = coupons.find((c) => c.id === i.coupon_id);
            return { ...i, coupon: coupon ? publicView(coupon) : null };
          })
      : [],
    coupons: coupons.filter((c) => c.usable_without_login),
  }));
  selection('order/selections/payment', () => ({ payment_profiles: paymentMethods }));
  mount('order/selections/delivery', (ctx) => {
    const order = openOrder(ctx.state, ctx.body.orderId, ctx.member);
    if (isReply(order)) return order;
    const methods = unitDeliveryChoices(ctx.state.seed, ctx.state, order, ctx.body.deliveryUnitNo);
    return success({
      delivery_methods: methods.map((m) => ({
        ...m,
        delivery_date_selections: deliveryDaysFor(m.code, ctx.nowMs),
        delivery_time_selections: m.delivery_time_selections,
      })),
    });
  });
};
