import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApiData,
  Item,
  MemberReview,
  Review,
  ReviewFormValues,
} from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { memberOnlyError } from '@/shared/session/member-only';
import { useSession } from '@/shared/session/session';
import { deleteMemberReview } from './api/delete-member-review';
import { listItemReviews } from './api/list-item-reviews';
import { listMemberReviews } from './api/list-member-reviews';
import { putReview } from './api/put-review';
import { updateMemberReview } from './api/update-member-review';
import { inSessionLanguage } from '@/shared/i18n/language';

type ItemReviews = ApiData<'review/list'>;
type MemberReviews = ApiData<'member/review/list'>;

/** The reviews a product page shows (published ones, and the buyer's own). */
const itemReviewsKey = (itemId: string) => ['reviews', itemId] as const;
/** Member data: dropped by forgetMemberData whenever the session changes hands. */
const memberReviewsKey = ['member', 'reviews'] as const;

/** `POST /api/review/list {item_id}`: the newest reviews of a product. */
export const useItemReviews = (itemId: string | undefined) =>
  useQuery({
    queryKey: itemReviewsKey(itemId ?? ''),
    queryFn: () => listItemReviews(itemId ?? ''),
    enabled: Boolean(itemId),
    // Other buyers' titles and texts come in the session language.
    meta: inSessionLanguage,
  });

/**
 * `POST /api/member/review/list`: the signed-in buyer's own reviews, newest first, each with its
 * product (none while signed out, without a call). The newest 100: far more than a buyer writes.
 */
export const useMemberReviews = () => {
  const signedIn = useSession().data?.signedIn === true;
  return useQuery({
    queryKey: memberReviewsKey,
    queryFn: listMemberReviews,
    enabled: signedIn,
  });
};

/** The buyer's own review of one product, as far as the browser knows now. */
export const useOwnReview = (itemId: string): MemberReview | undefined =>
  useMemberReviews().data?.reviews.find((r) => r.item_id === itemId);

const withoutReview = <L extends { reviews: Review[]; hit?: number | undefined }>(
  list: L,
  id: string,
): L => {
  const reviews = list.reviews.filter((r) => r.id !== id);
  return {
    ...list,
    reviews,
    hit: Math.max(0, (list.hit ?? 0) - (list.reviews.length - reviews.length)),
  };
};

/** The stored review replaces its earlier version, or comes first when new. */
const withReview = <R extends Review, L extends { reviews: R[]; hit?: number | undefined }>(
  list: L,
  review: R,
): L => {
  const known = list.reviews.some((r) => r.id === review.id);
  const reviews = [review, ...list.reviews.filter((r) => r.id !== review.id)];
  return { ...list, reviews, hit: (list.hit ?? 0) + (known ? 0 : 1) };
};

const refresh = (client: QueryClient, itemId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: itemReviewsKey(itemId) }),
    client.invalidateQueries({ queryKey: memberReviewsKey }),
  ]);

export type SaveReview = {
  values: ReviewFormValues;
  /** The product reviewed (shown beside the review in the buyer's list). */
  item: Item;
  /** The review being edited; none writes one (a second one on a product replaces the first). */
  id?: string;
};

/**
 * Writes (`review/put`) or edits (`member/review/put`) the buyer's review. The stored review goes
 * into the product's list and the buyer's list as soon as the BFF answers, so both pages show it
 * at once. Signed out, it fails with E028-901 and the mapped message without calling anything
 * (docs/rules/reviews-and-notifications.md#writing-a-review).
 */
export const useSaveReview = () => {
  const client = useQueryClient();
  const signedIn = useSession().data?.signedIn === true;
  const locale = useLocale();
  return useMutation({
    mutationFn: async ({ values, item, id }: SaveReview) => {
      if (!signedIn) throw await memberOnlyError(locale);
      return id ? updateMemberReview(id, values) : putReview(item.id, values);
    },
    onSuccess: (review, { item }) => {
      client.setQueryData<ItemReviews>(itemReviewsKey(review.item_id), (list) =>
        list ? withReview(list, review) : list,
      );
      client.setQueryData<MemberReviews>(memberReviewsKey, (list) =>
        list ? withReview<MemberReview, MemberReviews>(list, { ...review, item }) : list,
      );
      void refresh(client, review.item_id);
    },
  });
};

/**
 * `POST /api/member/review/delete {id}`: the review leaves both lists at once; a failure puts it
 * back and the BFF's message is shown (docs/rules/reviews-and-notifications.md#my-reviews).
 */
export const useDeleteReview = () => {
  const client = useQueryClient();
  const signedIn = useSession().data?.signedIn === true;
  const locale = useLocale();
  return useMutation({
    mutationFn: async (review: Review) => {
      if (!signedIn) throw await memberOnlyError(locale);
      return deleteMemberReview(review.id);
    },
    onMutate: async (review) => {
      const itemKey = itemReviewsKey(review.item_id);
      await Promise.all([
        client.cancelQueries({ queryKey: itemKey }),
        client.cancelQueries({ queryKey: memberReviewsKey }),
      ]);
      const previous = {
        item: client.getQueryData<ItemReviews>(itemKey),
        member: client.getQueryData<MemberReviews>(memberReviewsKey),
      };
      if (previous.item) client.setQueryData(itemKey, withoutReview(previous.item, review.id));
      if (previous.member)
        client.setQueryData(memberReviewsKey, withoutReview(previous.member, review.id));
      return previous;
    },
    onError: (_error, review, previous) => {
      if (previous?.item) client.setQueryData(itemReviewsKey(review.item_id), previous.item);
      if (previous?.member) client.setQueryData(memberReviewsKey, previous.member);
    },
    onSettled: (_data, _error, review) => refresh(client, review.item_id),
  });
};
