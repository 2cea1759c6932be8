import { toInstant, type DateInput } from '../format/tokyo-time';
import { purchaseWindow, type PurchasePeriods } from './periods';
import { isSoldOut, quantityBounds, type QuantityItem, type QuantitySku } from './quantity';

// docs/rules/cart-and-checkout.md#orderability: whether a buyer can order a product's variation
// now, and if not, why. The product page's buy section, its buy bar, the cards, the comparison
// and the opening variation all ask this one rule, so no screen offers "Add to cart" for what the
// cart then refuses (E030-002).

/**
 * What a buyer can do with one variation now: order it, reserve it, or nothing, for the reason
 * given: selling ended, not yet on sale, out of stock, or no quantity inside its bounds (not
 * orderable online; the supplier is asked instead).
 */
export type Orderability = 'order' | 'reserve' | 'ended' | 'notYet' | 'soldOut' | 'notOnline';

/** The item fields the rule reads: its periods, its quantity rule and the upstream's status. */
export type OrderableItem = PurchasePeriods &
  QuantityItem & {
    /** The upstream's own verdict (docs/rules/search.md#selling-status-and-coupon). */
    selling_status?: string | null;
  };

/**
 * Outside every set period: not begun yet when a period still lies ahead, else over (an unset or
 * unreadable begin lies ahead of nothing).
 */
const closedBecause = (item: PurchasePeriods, now: DateInput): 'ended' | 'notYet' =>
  [item.purchase_period_begin, item.reserve_order_period_begin].some(
    (begin) => (toInstant(begin)?.getTime() ?? 0) > (toInstant(now)?.getTime() ?? Infinity),
  )
    ? 'notYet'
    : 'ended';

/**
 * docs/rules/cart-and-checkout.md#orderability: the upstream's `selling_status` is decisive where
 * it refuses — `end_of_sale` (selling stopped or its period over, even with no period set),
 * `before_sale` (unless the reserve-order period is open) and `sold_out` — and the periods, the
 * stock and the quantity bounds can still refuse what it calls `on_sale` (or an item without a
 * status): the stricter of the two is what the cart accepts.
 */
export const skuOrderability = (
  item: OrderableItem,
  sku: QuantitySku | undefined,
  now: DateInput,
): Orderability => {
  const status = item.selling_status;
  if (status === 'end_of_sale') return 'ended';
  const window = purchaseWindow(item, now);
  if (status === 'before_sale' && window !== 'reserve') return 'notYet';
  if (window === null) return closedBecause(item, now);
  if (status === 'sold_out' || (sku && isSoldOut(sku))) return 'soldOut';
  if (!sku || !quantityBounds(item, sku).orderable) return 'notOnline';
  return window === 'reserve' ? 'reserve' : 'order';
};

/** Orderable now (an order or a reserve order), the only states that offer a quantity. */
export const canOrder = (orderability: Orderability): orderability is 'order' | 'reserve' =>
  orderability === 'order' || orderability === 'reserve';

const rank = (orderability: Orderability): number =>
  orderability === 'order' ? 0 : orderability === 'reserve' ? 1 : 2;

/**
 * The variation a product opens on (docs/rules/cart-and-checkout.md#opening-variation): the first
 * the buyer can order, then the first that can be reserved, then the first of all — never one
 * that only says it cannot be ordered while another can.
 */
export const openingSku = <S extends QuantitySku>(
  item: OrderableItem & { skus: S[] },
  now: DateInput,
): S | undefined =>
  item.skus.reduce<S | undefined>(
    (best, sku) =>
      best === undefined ||
      rank(skuOrderability(item, sku, now)) < rank(skuOrderability(item, best, now))
        ? sku
        : best,
    undefined,
  );

/**
 * The variations whose price a list or the product page's headline quotes
 * (docs/rules/cart-and-checkout.md#headline-price): those the buyer can order now, else those that
 * can be reserved, else all.
 */
export const offeredSkus = <S extends QuantitySku>(
  item: OrderableItem & { skus: S[] },
  now: DateInput,
): S[] => {
  const ranks = item.skus.map((sku) => rank(skuOrderability(item, sku, now)));
  const best = Math.min(...ranks);
  return item.skus.filter((_, i) => ranks[i] === best);
};

/**
 * What a product as a whole offers (its card, its headline): the state of the variation it opens
 * on, so a card says what its page will say.
 */
export const itemOrderability = (
  item: OrderableItem & { skus: QuantitySku[] },
  now: DateInput,
): Orderability => skuOrderability(item, openingSku(item, now), now);
