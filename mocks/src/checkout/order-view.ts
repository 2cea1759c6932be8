import {
  deliveryFeeFor,
  offeredDeliveryMethods,
  orderTaxes,
  shipsAsFreight,
  unfitTemperature,
} from '@kakehashi/contracts';
import type { Seed } from '../seed/index';
import { coupons, type Coupon } from '../seed/coupons';
import { findSku } from '../seed/lookup';
import { orderPointCampaign } from '../seed/promotions';
import { deliveryMethods, paymentMethods, siteOptionGroup, type Shipment } from '../seed/shop';
import type { MockState } from '../state/store';
import { activeSales, lineView } from './cart-view';
import type { ShownCard, TempOrder } from './types';

/** The coupon behind an issued secret of this member. */
export const couponOfSecret = (
  state: MockState,
  userId: string | null,
  secret: string,
): Coupon | undefined => {
  const issued = userId
    ? (state.issuedCoupons.get(userId) ?? []).find((i) => i.secret === secret && !i.used)
    : undefined;
  const id =
    issued?.coupon_id ?? coupons.find((c) => c.usable_without_login && c.secret === secret)?.id;
  return coupons.find((c) => c.id === id);
};

const couponDiscount = (c: Coupon, subtotal: number): number => {
  const raw =
    c.incentive_value_type === 'percent'
      ? Math.floor((subtotal * c.incentive_value) / 100)
      : c.incentive_value;
  return Math.min(subtotal, c.maximum_discount_pirce ?? Infinity, raw);
};

/**
 * docs/rules/cart-and-checkout.md#post-delivery: POST_ methods only for one line within the post
 * upper limit and without options.
 */
export const deliveryChoices = (seed: Seed, state: MockState, order: TempOrder) => {
  const cart = state.carts.get(order.cart_code);
  const lines = (cart?.lines ?? []).map((l) => lineView(seed, l));
  return offeredDeliveryMethods(deliveryMethods, {
    lines: lines.map((l) => ({
      order_quantity: l.order_quantity,
      postUpperLimit: l.item?.custom.postUpperLimit as number | null,
    })),
    hasOptionGroup: lines.some((l) => l.options.length > 0) || order.site_options.length > 0,
  });
};

/**
 * docs/rules/cart-and-checkout.md#delivery-by-kind-of-goods: goods holding machinery travel as
 * freight (the rest of the shipment on the same pallet), all other goods as parcels.
 */
const shipmentOf = (businessTypes: readonly unknown[]): Shipment =>
  businessTypes.some(shipsAsFreight) ? 'freight' : 'parcel';

/**
 * The offered methods for one delivery unit: those for its kind of shipment (tea never by
 * palletised freight, a milling machine never by parcel), each saying whether it keeps the unit's
 * goods at their transport temperature (docs/rules/cart-and-checkout.md#delivery-by-temperature):
 * frozen wagyu is never sent by ambient delivery. Without a unit, every unit's goods count.
 */
export const unitDeliveryChoices = (
  seed: Seed,
  state: MockState,
  order: TempOrder,
  unitNo?: number,
) => {
  const cart = state.carts.get(order.cart_code);
  const unit = order.delivery_units.find((u) => u.delivery_unit_no === unitNo);
  const lines = (cart?.lines ?? []).filter((l) => !unit || unit.line_ids.includes(l.line_id));
  const goods = lines.map((l) => lineView(seed, l).item?.custom.temperatureRange);
  const shipment = shipmentOf(
    lines.map((l) => findSku(seed, l.sku_id)?.product.custom.businessType),
  );
  return deliveryChoices(seed, state, order)
    .filter((m) => m.shipment === shipment)
    .map((m) => {
      const unfit = unfitTemperature(m, goods);
      return { ...m, available: unfit === null, unavailable_reason: unfit };
    });
};

/**
 * The card a card payment charges (docs/rules/cart-and-checkout.md#card-payment): the member's
 * saved card the payment step chose, else the one entered at the issuer's page, else none yet.
 */
export const chargedCard = (state: MockState, order: TempOrder): ShownCard | null => {
  const saved = order.card_id
    ? (state.cards.get(order.user_id ?? '') ?? []).find((c) => c.card_id === order.card_id)
    : undefined;
  if (saved) {
    const { brand, last4, expiry } = saved.payment_config as Omit<ShownCard, 'card_id'>;
    return { card_id: saved.card_id, brand, last4, expiry };
  }
  return order.entered_card ?? null;
};

/**
 * Temporary order with prices (docs/rules/cart-and-checkout.md#temporary-order): lines, delivery
 * units, coupons, points, payment, taxes.
 */
export const orderView = (state: MockState, order: TempOrder, nowMs: number) => {
  const cart = state.carts.get(order.cart_code);
  const lines = (cart?.lines ?? []).map((l) => lineView(state.seed, l));
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  const saleDiscount = activeSales(nowMs).reduce(
    (s, x) => s + Math.floor((subtotal * x.discount_rate) / 100),
    0,
  );
  const issued = order.issued_coupon_secrets.map((secret) => ({
    secret,
    coupon: couponOfSecret(state, order.user_id, secret),
  }));
  const couponTotal = issued.reduce(
    (s, i) => s + (i.coupon ? couponDiscount(i.coupon, subtotal - saleDiscount) : 0),
    0,
  );
  const units = order.delivery_units.map((u) => {
    const method = deliveryMethods.find((m) => m.id === u.delivery_method?.id) ?? null;
    const unitTotal = lines
      .filter((l) => u.line_ids.includes(l.line_id))
      .reduce((s, l) => s + l.subtotal, 0);
    return {
      ...u,
      lines: lines.filter((l) => u.line_ids.includes(l.line_id)),
      delivery_method: method
        ? { ...method, ...u.delivery_method, delivery_fee: deliveryFeeFor(method, unitTotal) }
        : null,
    };
  });
  const deliveryFee = units.reduce((s, u) => s + (u.delivery_method?.delivery_fee ?? 0), 0);
  const payment = paymentMethods.find((p) => p.id === order.payment_profile_id) ?? null;
  const afterDiscounts = Math.max(0, subtotal - saleDiscount - couponTotal);
  const points = Math.min(order.use_point_amount, afterDiscounts);
  const total = afterDiscounts - points + deliveryFee + (payment?.payment_fee ?? 0);
  // The tax the total holds, after discounts and with the fees (docs/rules/cart-and-checkout.md#order-taxes).
  const taxes = orderTaxes({ lines, total, fees: deliveryFee + (payment?.payment_fee ?? 0) });
  return {
    orderId: order.orderId,
    temporary_order_id: order.orderId,
    status: order.status,
    order_number: order.order_number,
    purchaser: order.purchaser,
    reciever: order.reciever,
    delivery_units: units,
    issued_coupons: issued.map((i) => ({
      secret: i.secret,
      discount_amount: i.coupon ? couponDiscount(i.coupon, subtotal - saleDiscount) : 0,
      coupon: i.coupon ? { ...i.coupon, secret: undefined } : null,
    })),
    payment_profile: payment,
    payment_card: payment?.code === 'CARD' ? chargedCard(state, order) : null,
    // docs/rules/cart-and-checkout.md option_group: the site's order options the buyer may set (setSiteOptionGroup).
    option_group: siteOptionGroup,
    site_options: order.site_options,
    use_point_amount: points,
    point_discount_amount: points,
    // A guest has no account to earn into (docs/rules/cart-and-checkout.md#points).
    issue_points: {
      point_amount: order.user_id === null ? 0 : Math.floor(afterDiscounts / 100),
      point_campaign: orderPointCampaign,
    },
    sales: activeSales(nowMs).map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      discount_amount: Math.floor((subtotal * s.discount_rate) / 100),
      is_discounted_unit_price: s.is_discounted_unit_price,
    })),
    adjustment_price: 0,
    subtotal,
    total_price: total,
    taxes,
    completed: order.completed,
    guest_purchaser: order.user_id === null,
  };
};
