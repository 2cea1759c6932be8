import type { Seed } from './index';
import type { Product, Sku } from './products';

/**
 * Derives something from a seed once: seeds are immutable and cached (seed/index.ts), so a
 * view over the whole catalogue need not be rebuilt on every request.
 */
export const perSeed = <T>(build: (seed: Seed) => T): ((seed: Seed) => T) => {
  const built = new WeakMap<Seed, T>();
  return (seed) => {
    if (!built.has(seed)) built.set(seed, build(seed));
    return built.get(seed) as T;
  };
};

type Index = { byId: Map<string, Product>; bySku: Map<string, { product: Product; sku: Sku }> };

const indexOf = perSeed((seed): Index => {
  const index: Index = { byId: new Map(), bySku: new Map() };
  for (const p of seed.products) {
    index.byId.set(p.id, p);
    index.byId.set(p.code, p);
    for (const sku of p.skus) index.bySku.set(sku.id, { product: p, sku });
  }
  return index;
});

/** A product by id or code. */
export const findProduct = (seed: Seed, idOrCode: string): Product | undefined =>
  indexOf(seed).byId.get(idOrCode);

/** A sku with its product, by sku id. */
export const findSku = (seed: Seed, skuId: string): { product: Product; sku: Sku } | undefined =>
  indexOf(seed).bySku.get(skuId);

/**
 * The lowest sku price of all, orderable or not: the item's own `price_tax_included`. Lists sort
 * and filter `price` on the price the card quotes instead (search/offered.ts,
 * docs/rules/search.md#sort-options).
 */
export const lowestPrice = (p: Product): number =>
  Math.min(...p.skus.map((s) => s.price_tax_included));
