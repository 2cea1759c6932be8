import { skuOrderability, type Item } from '@kakehashi/contracts/web';

type Sku = Item['skus'][number];

/**
 * What the buy section offers for one variation now: an order, a reserve order (before release),
 * or only the notice saying why it cannot be ordered — the contracts' one rule
 * (docs/rules/cart-and-checkout.md#orderability), named for the buttons that offer it.
 */
export type SkuOffer = 'submit' | 'reserve' | 'availability';

export const skuOffer = (item: Item, sku: Sku | undefined, now: Date): SkuOffer => {
  const orderability = sku ? skuOrderability(item, sku, now) : null;
  return orderability === 'order'
    ? 'submit'
    : orderability === 'reserve'
      ? 'reserve'
      : 'availability';
};
