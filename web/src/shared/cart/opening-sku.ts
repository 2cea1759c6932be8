import { isSoldOut, purchaseWindow, quantityBounds, type Item } from '@kakehashi/contracts/web';

type Sku = Item['skus'][number];

/**
 * What the buy section offers for one variation now: an order, a reserve order (before release),
 * or only the notice saying why it cannot be ordered (outside the purchase and reserve-order
 * periods, sold out, or no quantity inside its bounds: docs/rules/cart-and-checkout.md#cart).
 */
export type SkuOffer = 'submit' | 'reserve' | 'availability';

export const skuOffer = (item: Item, sku: Sku | undefined, now: Date): SkuOffer => {
  const window = purchaseWindow(item, now);
  if (!sku || window === null || isSoldOut(sku) || !quantityBounds(item, sku).orderable)
    return 'availability';
  return window === 'reserve' ? 'reserve' : 'submit';
};

const rank: Record<SkuOffer, number> = { submit: 0, reserve: 1, availability: 2 };

/**
 * The variation a product page or a compared column opens on
 * (docs/rules/cart-and-checkout.md#opening-variation): the first the buyer can order, then the
 * first that can be reserved, then the first of all — never one that only says it cannot be
 * ordered while another can.
 */
export const openingSku = (item: Item, now: Date): Sku | undefined =>
  item.skus.reduce<Sku | undefined>(
    (best, sku) =>
      best === undefined || rank[skuOffer(item, sku, now)] < rank[skuOffer(item, best, now)]
        ? sku
        : best,
    undefined,
  );

/**
 * The variations whose price a list or the product page's headline quotes
 * (docs/rules/cart-and-checkout.md#headline-price): those the buyer can order now, else those
 * that can be reserved, else all — the same order the page opens on, so "from ¥1,782" never
 * quotes a variation that cannot be ordered (P100002's 120g) while another (its 250g) can.
 */
export const offeredSkus = (item: Item, now: Date): Sku[] => {
  const ranks = item.skus.map((sku) => rank[skuOffer(item, sku, now)]);
  const best = Math.min(...ranks);
  return item.skus.filter((_, i) => ranks[i] === best);
};
