import { notFound, success } from '../http/upstream-result';
import type { Ctx, Mount } from '../http/route';
import { itemView } from '../search/item-view';
import { findProduct } from '../seed/lookup';
import type { Product } from '../seed/products';

/** Viewed items belong to the member when signed in, else to the client id. */
const viewerKey = (ctx: Pick<Ctx<'viewedItems/get'>, 'member' | 'clientId'>): string =>
  ctx.member ? `u:${ctx.member.id}` : `c:${ctx.clientId}`;

/** viewedItems get/put/delete (docs/upstream.md#items-and-reviews). */
export const viewedItemRoutes = (mount: Mount): void => {
  mount('viewedItems/get', (ctx) => {
    const ids = ctx.state.viewed.get(viewerKey(ctx)) ?? [];
    const items = ids
      .slice(0, ctx.body.limit)
      .map((id) => findProduct(ctx.state.seed, id))
      .filter((p): p is Product => p !== undefined);
    return success({ items: items.map((p) => itemView(p, ctx.nowMs)) });
  });
  mount('viewedItems/put', (ctx) => {
    const product = findProduct(ctx.state.seed, ctx.body.item_id);
    if (!product) return notFound('item_id');
    const key = viewerKey(ctx);
    const ids = (ctx.state.viewed.get(key) ?? []).filter((id) => id !== product.id);
    ctx.state.viewed.set(key, [product.id, ...ids].slice(0, 100));
    return success({});
  });
  mount('viewedItems/delete', (ctx) => {
    const key = viewerKey(ctx);
    const ids = ctx.state.viewed.get(key) ?? [];
    ctx.state.viewed.set(key, ctx.body.item_id ? ids.filter((id) => id !== ctx.body.item_id) : []);
    return success({});
  });
};
