import { UpstreamStatus } from '@kakehashi/contracts';
import { failure, notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { itemView } from '../search/item-view';
import { offersAt } from '../search/offered';
import { findProduct, findSku, perSeed } from '../seed/lookup';
import type { Product } from '../seed/products';
import { optionGroups } from '../seed/shop';

// Whole-catalogue views: built once per seed (the seed never changes), not on every request.
const categoryTrees = perSeed((seed): Record<string, unknown>[] => {
  const counts = new Map<string, number>();
  for (const p of seed.products)
    for (const c of p.category_codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  const node = (code: string): Record<string, unknown> => {
    const c = seed.categories.find((x) => x.code === code);
    const children = seed.categories.filter((x) => x.parent_code === code).map((x) => node(x.code));
    return { ...c, item_count: counts.get(code) ?? 0, children };
  };
  return seed.categories.filter((c) => c.parent_code === null).map((c) => node(c.code));
});

const variationList = perSeed((seed) => {
  const variations = new Map<
    string,
    {
      code: string;
      name: string;
      name_en: string;
      selections: Map<string, { name: string; name_en: string }>;
    }
  >();
  for (const p of seed.products)
    for (const s of p.skus)
      for (const v of s.variation) {
        const entry = variations.get(v.variation_code) ?? {
          code: v.variation_code,
          name: v.variation_name,
          name_en: v.variation_name_en,
          selections: new Map(),
        };
        entry.selections.set(v.selection_code, {
          name: v.selection_name,
          name_en: v.selection_name_en,
        });
        variations.set(v.variation_code, entry);
      }
  return [...variations.values()].map((v) => ({
    ...v,
    selections: [...v.selections].map(([code, names]) => ({ code, ...names })),
  }));
});

/**
 * Items detail, recommendations, ranking and option groups (Items / Others,
 * docs/upstream.md#items-and-reviews).
 */
export const browseRoutes = (mount: Mount): void => {
  mount('items/detail', ({ body, state, nowMs }) => {
    const wanted = Array.isArray(body.items) ? body.items : [body.items];
    const found = wanted
      .map((w) => findProduct(state.seed, w))
      .filter((p): p is Product => p !== undefined);
    if (found.length === 0) return notFound('items');
    return success({ items: found.map((p) => itemView(p, nowMs)) });
  });

  // Related = same category, then same supplier; popular = featured order; supplier = same
  // supplier.
  mount('recommend/get', ({ body, state, nowMs }) => {
    const base = (body.items ?? [])
      .map((i) => findProduct(state.seed, i))
      .filter((p): p is Product => p !== undefined);
    const exclude = new Set(base.map((p) => p.id));
    const related = (p: Product): boolean =>
      base.some((b) =>
        body.recommendType === 'supplier'
          ? b.custom.product_company_id === p.custom.product_company_id
          : b.category_codes[0] === p.category_codes[0] ||
            b.custom.product_company_id === p.custom.product_company_id,
      );
    const pool = state.seed.products.filter(
      (p) =>
        !exclude.has(p.id) && (base.length === 0 || body.recommendType === 'popular' || related(p)),
    );
    // What can be bought leads, as in the featured search order (search/offered.ts).
    const offers = offersAt(state.seed, nowMs);
    const items = [...pool]
      .sort(
        (a, b) =>
          Number(!offers.get(a)?.buyable) - Number(!offers.get(b)?.buyable) ||
          a.featured_rank - b.featured_rank,
      )
      .slice(0, body.limit);
    return success({ items: items.map((p) => itemView(p, nowMs)) });
  });

  mount('itemRanking/get', ({ body, state, nowMs }) => {
    const salt =
      { sales: 7, views: 13, favorites: 29 }[body.metric] +
      { daily: 1, weekly: 2, monthly: 3 }[body.cycle];
    const score = (p: Product): number => (Number(p.id) * salt) % 997;
    const items = [...state.seed.products]
      .sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id))
      .slice(0, body.limit);
    return success({
      items: items.map((p, i) => ({ rank: i + 1, ...itemView(p, nowMs) })),
      metric: body.metric,
      cycle: body.cycle,
    });
  });

  mount('optiongroup/get', ({ body, state }) => {
    const found = findSku(state.seed, body.skus_id);
    if (!found) return notFound('skus_id');
    const group = found.product.option_group_id
      ? optionGroups[found.product.option_group_id as keyof typeof optionGroups]
      : null;
    return success({ option_groups: group ? [group] : [] });
  });

  mount('category/get', ({ body, state }) => {
    const list = body.code
      ? state.seed.categories.filter((c) => c.code === body.code)
      : state.seed.categories;
    if (body.code && list.length === 0)
      return failure(UpstreamStatus.notFound, { errors: [{ name: 'code', value: 'not found' }] });
    return success({ categories: list });
  });

  mount('category/trees', ({ state }) => success({ trees: categoryTrees(state.seed) }));

  mount('variation/get', ({ state }) => success({ variations: variationList(state.seed) }));
};
