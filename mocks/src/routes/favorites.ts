import { notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { itemView } from '../search/item-view';
import { findSku } from '../seed/lookup';

/**
 * Favourite products (toggle, docs/rules/lists-and-requests.md#favourites) and arrival
 * notifications (docs/rules/reviews-and-notifications.md#arrival-notifications).
 */
export const favoriteRoutes = (mount: Mount): void => {
  mount('member/favorite/list', ({ body, state, member, nowMs }) => {
    const entries = state.favorites.get(member.id) ?? [];
    const favorites = entries.slice(body.offset, body.offset + body.limit).map((f) => {
      const found = findSku(state.seed, f.skuId);
      return { ...f, item: found ? itemView(found.product, nowMs) : null };
    });
    return success({ favorites, hit: entries.length });
  });

  // One call adds or removes: the answer says which ('Add to list' ↔ 'Added!',
  // docs/rules/lists-and-requests.md#favourites).
  mount('member/favorite/addDelete', ({ body, state, member, nowMs }) => {
    const found = findSku(state.seed, body.skuId);
    if (!found) return notFound('skuId');
    const entries = state.favorites.get(member.id) ?? [];
    const exists = entries.some((f) => f.skuId === body.skuId);
    const next = exists
      ? entries.filter((f) => f.skuId !== body.skuId)
      : [
          {
            skuId: body.skuId,
            option: body.option ?? null,
            labels: body.labels ?? [],
            created_at: new Date(nowMs).toISOString(),
          },
          ...entries,
        ];
    state.favorites.set(member.id, next);
    member.custom.favorite_items = next.map(
      (f) => findSku(state.seed, f.skuId)?.product.id ?? f.skuId,
    );
    return success({ added: !exists, hit: next.length });
  });

  // Each entry comes with its item so the notifications page can name and show the product.
  mount('member/notify/list', ({ state, member, nowMs }) => {
    const entries = state.notifies.get(member.id) ?? [];
    const notifies = entries.map((n) => {
      const found = findSku(state.seed, n.skuId);
      return { ...n, item: found ? itemView(found.product, nowMs) : null };
    });
    return success({ notifies, hit: entries.length });
  });

  mount('member/notify/addDelete', ({ body, state, member, nowMs }) => {
    const found = findSku(state.seed, body.skuId);
    if (!found) return notFound('skuId');
    const entries = state.notifies.get(member.id) ?? [];
    const exists = entries.some((n) => n.skuId === body.skuId);
    state.notifies.set(
      member.id,
      exists
        ? entries.filter((n) => n.skuId !== body.skuId)
        : [
            ...entries,
            {
              skuId: body.skuId,
              skuCode: found.sku.code,
              email: body.email ?? member.email,
              option: body.option ?? null,
              created_at: new Date(nowMs).toISOString(),
            },
          ],
    );
    return success({ added: !exists });
  });
};
