import { UpstreamStatus } from '@kakehashi/contracts';
import { failure, notFound, success } from '../http/upstream-result';
import type { Mount } from '../http/route';
import { itemView } from '../search/item-view';
import { findProduct } from '../seed/lookup';
import type { Review } from '../seed/reviews';
import type { MockState } from '../state/store';
import { nextId } from '../state/store';

/** Newest first, as a buyer reads reviews (ISO dates compare as text). */
const newestFirst = (a: Review, b: Review) => b.created_at.localeCompare(a.created_at);

/** A written or edited review waits for the shop's check before the public sees it. */
const awaitingCheck = { isPublished: false, isConfirmed: false } as const;

const ownReview = (state: MockState, memberId: string, id: string) =>
  state.reviews.find((r) => r.id === id && r.user_id === memberId);

/** Writes new content over a review; edited, it waits for the check again, dated now. */
const rewriteReview = (
  review: Review,
  { rating, title, body }: Pick<Review, 'rating' | 'title' | 'body'>,
  nowMs: number,
): Review =>
  Object.assign(review, { rating, title, body }, awaitingCheck, {
    created_at: new Date(nowMs).toISOString(),
  });

/**
 * Item reviews (list, put, delete) and the member's own reviews (member/review list, put,
 * delete) over one store, so both views always agree (docs/upstream.md#items-and-reviews,
 * docs/rules/reviews-and-notifications.md).
 */
export const reviewRoutes = (mount: Mount): void => {
  mount('review/list', ({ body, state, member }) => {
    // Published reviews for everyone; a member also sees their own unpublished ones.
    const all = state.reviews
      .filter((r) => r.item_id === body.item_id && (r.isPublished || r.user_id === member?.id))
      .sort(newestFirst);
    return success({ reviews: all.slice(body.offset, body.offset + body.limit), hit: all.length });
  });

  // One review per member and item: writing again replaces the earlier one.
  mount('review/put', ({ body, state, member, nowMs }) => {
    const product = findProduct(state.seed, body.item_id);
    if (!product || !member) return notFound('item_id');
    const earlier = state.reviews.find((r) => r.item_id === product.id && r.user_id === member.id);
    if (earlier) return success({ review: rewriteReview(earlier, body, nowMs) });
    const review: Review = {
      id: String(nextId(state)),
      item_id: product.id,
      user_id: member.id,
      rating: body.rating,
      title: body.title,
      body: body.body,
      ...awaitingCheck,
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

  mount('member/review/list', ({ body, state, member, nowMs }) => {
    const mine = state.reviews.filter((r) => r.user_id === member?.id).sort(newestFirst);
    const reviews = mine.slice(body.offset, body.offset + body.limit).map((r) => {
      const product = findProduct(state.seed, r.item_id);
      return { ...r, item: product ? itemView(product, nowMs) : null };
    });
    return success({ reviews, hit: mine.length });
  });

  // Another member's review is "not found": the call never tells whose a review id is.
  mount('member/review/put', ({ body, state, member, nowMs }) => {
    const review = member && ownReview(state, member.id, body.id);
    if (!review) return notFound('id');
    return success({ review: rewriteReview(review, body, nowMs) });
  });

  mount('member/review/delete', ({ body, state, member }) => {
    const review = member && ownReview(state, member.id, body.id);
    if (!review) return notFound('id');
    state.reviews.splice(state.reviews.indexOf(review), 1);
    return success({});
  });
};
