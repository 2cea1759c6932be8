import type { Product } from '../seed/products';
import { lowestPrice } from '../seed/lookup';
import { sellingStatusOf } from './selling-status';

/** An item as the upstream answers it: the stored product plus derived selling state. */
export const itemView = (p: Product, nowMs: number, fields?: string[]): Record<string, unknown> => {
  const full: Record<string, unknown> = {
    ...p,
    price_tax_included: lowestPrice(p),
    selling_status: sellingStatusOf(p, nowMs),
  };
  if (!fields?.length) return full;
  // requestFields trims the answer; id, code, name and skus stay so the shape stays valid.
  const keep = new Set(['id', 'code', 'name', 'skus', ...fields]);
  return Object.fromEntries(Object.entries(full).filter(([k]) => keep.has(k)));
};
