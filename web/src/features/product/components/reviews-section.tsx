import { useTranslation } from 'react-i18next';
import type { Item, Review } from '@kakehashi/contracts/web';
import { useMemberProfile } from '@/shared/profile/api/member-profile';
import { ReviewDate } from '@/shared/reviews/review-date';
import { ReviewStars } from '@/shared/reviews/review-stars';
import { useItemReviews, useOwnReview } from '@/shared/reviews/use-reviews';
import { useWordedInPageLanguage, Worded } from '@/shared/i18n/session-wording';
import { MyReview } from './my-review';
import { Reviewer } from './reviewer';
import { ReviewSummary } from './review-summary';

/**
 * Buyer reviews of the product (docs/rules/lists-and-requests.md#product-detail-page), headed by
 * their average and count, newest first, each saying who wrote it when known, with the buyer's own review (docs/rules/reviews-and-notifications.md#writing-a-review):
 * theirs shows here at once, marked while the shop has not published it.
 */
export function ReviewsSection({ item }: { item: Item }) {
  const { t } = useTranslation();
  const list = useItemReviews(item.id);
  const reviews = list.data?.reviews ?? [];
  const ownId = useOwnReview(item.id)?.id;
  const ownCountry = useOwnCountry(ownId !== undefined);
  // The shop says who wrote other buyers' reviews, not the buyer's own: their profile's country
  // says it the same way (docs/rules/reviews-and-notifications.md#who-wrote-it).
  const writer = (review: Review): Review =>
    review.id === ownId && !review.reviewer_country && ownCountry
      ? { ...review, reviewer_country: ownCountry }
      : review;
  // Other buyers' titles and texts come in the session language only: loading while they may be
  // the one just left (docs/upstream.md#languages). The buyer's own review is as they wrote it.
  const wordingPending = !useWordedInPageLanguage(list);
  return (
    <section id="reviews" className="detail-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('matching.product.reviews')}</h2>
      <ReviewSummary reviews={reviews} />
      <MyReview item={item} />
      {reviews.length === 0 ? (
        <p className="muted">{t('matching.product.noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((review) => {
            const pending = wordingPending && review.id !== ownId;
            return (
              <li className="review" key={review.id}>
                <ReviewStars rating={review.rating} />
                <p className="review__title">
                  <Worded pending={pending}>{review.title}</Worded>
                </p>
                <p className="review__body">
                  <Worded pending={pending}>{review.body}</Worded>
                </p>
                <p className="review__meta">
                  <Reviewer review={writer(review)} />
                  <ReviewDate iso={review.created_at} />
                  {review.id === ownId && (
                    <span className="tag tag--own">{t('reviews.yours')}</span>
                  )}
                  {!review.isPublished && (
                    <span className="tag tag--pending">{t('reviews.awaitingCheck')}</span>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * The signed-in buyer's country as their profile keeps it, an ISO 3166 code as sign-up stores it
 * (docs/rules/accounts.md#profile); anything else (an older free-text name) is not named. The
 * profile is read only once the buyer has a review here, and has no business type.
 */
function useOwnCountry(hasOwnReview: boolean): string | undefined {
  const country = useMemberProfile({ enabled: hasOwnReview }).data?.buyer_country ?? '';
  return hasOwnReview && /^[A-Z]{2}$/.test(country) ? country : undefined;
}
