import {
  offeredSkus as offeredOf,
  openingSku as openingOf,
  skuOrderability,
  type Item,
  type Orderability,
} from '@kakehashi/contracts/web';

type Sku = Item['skus'][number];

/**
 * What the buy section offers for one variation now: an order, a reserve order (before release),
 * or only the notice saying why it cannot be ordered — the contracts' one rule
 * (docs/rules/cart-and-checkout.md#orderability), named for the buttons that offer it.
 */
export type SkuOffer = 'submit' | 'reserve' | 'availability';

const offerOf: Record<Orderability, SkuOffer> = {
  order: 'submit',
  reserve: 'reserve',
  ended: 'availability',
  notYet: 'availability',
  soldOut: 'availability',
  notOnline: 'availability',
};

export const skuOffer = (item: Item, sku: Sku | undefined, now: Date): SkuOffer =>
  sku ? offerOf[skuOrderability(item, sku, now)] : 'availability';

/** The variation a product page or a compared column opens on (contracts' `openingSku`). */
export const openingSku = (item: Item, now: Date): Sku | undefined => openingOf(item, now);

/** The variations whose price a list or the headline quotes (contracts' `offeredSkus`). */
export const offeredSkus = (item: Item, now: Date): Sku[] => offeredOf(item, now);
