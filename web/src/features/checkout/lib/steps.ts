import type { Order } from '../api/order';

/**
 * docs/rules/cart-and-checkout.md#temporary-order input-completion flags, one per step, in the order the page shows them. Coupon and
 * site options are optional: they guide (shown as not chosen yet) but never block the order.
 */
export const checkoutSteps = [
  { id: 'purchaser', flag: 'purchaser', required: true },
  { id: 'receiver', flag: 'reciever', required: true },
  { id: 'delivery', flag: 'delivery', required: true },
  { id: 'coupon', flag: 'coupon', required: false },
  { id: 'options', flag: 'siteOptionGroup', required: false },
  { id: 'payment', flag: 'payment', required: true },
] as const;
export type CheckoutStepId = (typeof checkoutSteps)[number]['id'];

export const isStepDone = (order: Order, id: CheckoutStepId): boolean => {
  const step = checkoutSteps.find((s) => s.id === id)!;
  return order.completed[step.flag] === true;
};

/** The required steps still missing, in page order: what stands between the buyer and "Place order". */
export const missingSteps = (order: Order): CheckoutStepId[] =>
  checkoutSteps.filter((s) => s.required && !isStepDone(order, s.id)).map((s) => s.id);

/** The id of a step's section on the page (the guide links to it). */
export const stepAnchor = (id: CheckoutStepId) => `checkout-${id}`;
