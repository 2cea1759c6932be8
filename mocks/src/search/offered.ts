import { canOrder, itemOrderability, offeredSkus } from '@kakehashi/contracts';
import type { Seed } from '../seed/index';
import { perSeed } from '../seed/lookup';
import type { Product } from '../seed/products';
import { sellingStatusOf } from './selling-status';

/**
 * What a list can say of each product at one moment (docs/rules/search.md#sort-options): the
 * price a card quotes, the lowest with tax among the variations the buyer can order (then
 * reserve, then any: the contracts' offeredSkus, as the web's card reads it), and whether the
 * product can be ordered or reserved at all. The price sorts order by that price, so
 * 'Price: low to high' follows the prices the cards show; `featured` and the popular
 * recommendations put what cannot be bought after what can.
 */
export type Offer = { price: number; buyable: boolean };

const offerOf = (p: Product, nowMs: number): Offer => {
  const item = { ...p, selling_status: sellingStatusOf(p, nowMs) };
  return {
    price: Math.min(...offeredSkus(item, nowMs).map((s) => s.price_tax_included)),
    buyable: canOrder(itemOrderability(item, nowMs)),
  };
};

// The seed's stock does not change, and its purchase and reserve periods begin and end at a few
// instants: between two of them every product's offer stays the same, so it is worked out once
// per stretch, not on every search.
const boundaries = perSeed((seed) =>
  [
    ...new Set(
      seed.products.flatMap((p) =>
        [
          p.purchase_period_begin,
          p.purchase_period_end,
          p.reserve_order_period_begin,
          p.reserve_order_period_end,
        ].flatMap((at) => (at === null ? [] : [Date.parse(at)])),
      ),
    ),
  ].sort((a, b) => a - b),
);

const stretches = perSeed(() => new Map<number, Map<Product, Offer>>());

/**
 * Every product's offer at `nowMs`, the same Map object for the whole stretch of time it lies in
 * (how many period instants have passed), so callers may key what they derive on it.
 */
export const offersAt = (seed: Seed, nowMs: number): Map<Product, Offer> => {
  const passed = boundaries(seed).filter((at) => at <= nowMs).length;
  const cache = stretches(seed);
  let offers = cache.get(passed);
  if (!offers) {
    offers = new Map(seed.products.map((p) => [p, offerOf(p, nowMs)]));
    cache.set(passed, offers);
  }
  return offers;
};
