import { success, invalid } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { searchItems } from '../search/item-search';
import { itemView } from '../search/item-view';

/** Catalogue calls of docs/upstream.md#items-and-reviews: item list and detail. */
export const itemRoutes = (mount: Mount): void => {
  mount('items/list', ({ body, state, nowMs }) => {
    const result = searchItems(state.seed, body, nowMs);
    if ('errors' in result) return invalid(result.errors);
    return success({
      items: result.items.map((p) => itemView(p, nowMs, body.requestFields)),
      hit: result.hit,
      hit_capped: result.capped,
      ...(result.facets ? { facets: result.facets } : {}),
    });
  });
};
