import { UpstreamStatus } from '@kakehashi/contracts';
import { failure, notFound, success } from '../http/reply';
import type { Ctx, Mount } from '../http/route';
import { itemView } from '../search/item-view';
import { findProduct } from '../seed/lookup';
import type { Product } from '../seed/products';
import { nextId } from '../state/store';

/** Viewed items belong to the member when signed in, else to the client id. */
const viewerKey = (ctx: Pick<Ctx<'viewedItems/get'>, 'member' | 'clientId'>): string =>
  ctx.member ? `u:${ctx.member.id}` : `c:${ctx.clientId}`;

/** viewedItems get/put/delete and review list/put/delete (docs/upstream.md#items-and-reviews). */
export const viewedAndReviewRoutes = (mount: Mount): void => {
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

  mount('review/list', ({ body, state, member }) => {
    // Published reviews for everyone; a member also sees their own unpublished ones.
    const all = state.reviews.filter(
      (r) => r.item_id === body.item_id && (r.isPublished || r.user_id === member?.id),
    );
    return success({ reviews: all.slice(body.offset, body.offset + body.limit), hit: all.length });
  });
  mount('review/put', ({ body, state, member, nowMs }) => {
    const product = findProduct(state.seed, body.item_id);
    if (!product || !member) return notFound('item_id');
    const review = {
      id: String(nextId(state)),
      item_id: product.id,
      user_id: member.id,
      rating: body.rating,
      title: body.title,
      body: body.body,
      isPublished: false,
      isConfirmed: false,
      created_at: new Date(nowMs).toISOString(),
    };
    state.reviews.push(review);
    return success({ review });
  });
  mount('review/delete', ({ body, state, member }) => {
    const index = state.reviews.findIndex((r) => r.id === body.id);
    if (index < 0) return notFound('id');
    if (state.reviews[index]?.user_id !== member?.id) return failure(UpstreamStatus.memberOnly);
    state.reviews.splice(index, 1);
    return success({});
  });
};
