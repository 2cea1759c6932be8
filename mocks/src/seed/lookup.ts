import type { Seed } from './index';
import type { Product, Sku } from './products';

type Index = { byId: Map<string, Product>; bySku: Map<string, { product: Product; sku: Sku }> };
const indexes = new WeakMap<Seed, Index>();

const indexOf = (seed: Seed): Index => {
  let index = indexes.get(seed);
  if (!index) {
    index = { byId: new Map(), bySku: new Map() };
    for (const p of seed.products) {
      index.byId.set(p.id, p);
      index.byId.set(p.code, p);
      for (const sku of p.skus) index.bySku.set(sku.id, { product: p, sku });
    }
    indexes.set(seed, index);
  }
  return index;
};

/** A product by id or code. */
export const findProduct = (seed: Seed, idOrCode: string): Product | undefined =>
  indexOf(seed).byId.get(idOrCode);

/** A sku with its product, by sku id. */
export const findSku = (seed: Seed, skuId: string): { product: Product; sku: Sku } | undefined =>
  indexOf(seed).bySku.get(skuId);
