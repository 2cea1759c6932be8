import { deliveryFeeFor, goodsTotal, type ApiData } from '@kakehashi/contracts/web';
import { useDeliveryChoicesOf, type Order } from '../api/order';

type Methods = ApiData<'order/selections/delivery'>['delivery_methods'];

/** What the order's total holds of delivery, as the phone's total bar says it. */
export type TotalBasis =
  | { kind: 'free' }
  | { kind: 'included'; fee: number }
  | { kind: 'freeAvailable' }
  | { kind: 'pending' };

/**
 * docs/rules/cart-and-checkout.md#free-delivery-threshold: once every shipment has its method the
 * total holds the fee the upstream charged, 0 or not; before that the fee is not in it, unless
 * each shipment waiting for its method can go free by one it is offered (and those chosen cost
 * nothing), when the total is already what the buyer may pay. `methods` are the offered methods
 * of each unit, by its number (undefined while not read).
 */
export const totalBasis = (
  order: Pick<Order, 'delivery_units'>,
  methods: (unitNo: number) => Methods | undefined,
): TotalBasis => {
  const units = order.delivery_units ?? [];
  const fee = units.reduce((sum, u) => sum + (u.delivery_method?.delivery_fee ?? 0), 0);
  const waiting = units.filter((u) => !u.delivery_method);
  if (waiting.length === 0) return fee === 0 ? { kind: 'free' } : { kind: 'included', fee };
  const canGoFree = (unit: (typeof units)[number]) =>
    (methods(unit.delivery_unit_no) ?? []).some(
      (m) => m.available !== false && deliveryFeeFor(m, goodsTotal(unit.lines ?? [])) === 0,
    );
  return fee === 0 && waiting.every(canGoFree) ? { kind: 'freeAvailable' } : { kind: 'pending' };
};

/** The basis of the order's total, reading the methods the delivery step lists. */
export const useTotalBasis = (order: Order): TotalBasis =>
  totalBasis(
    order,
    useDeliveryChoicesOf(
      order.delivery_units.filter((u) => !u.delivery_method).map((u) => u.delivery_unit_no),
    ),
  );
