/**
 * What one point takes off an order: ¥1 (docs/rules/cart-and-checkout.md#points). The upstream
 * answers an order's `point_discount_amount` equal to the points used (the mock's order view
 * subtracts them as yen), so checkout's points step and the points page say the same worth.
 */
export const yenPerPoint = 1;
