import { useTranslation } from 'react-i18next';
import { formatJapaneseDate } from '@kakehashi/contracts/web';
import { useReviews } from '../api/list-reviews';
import { useLocale } from '@/shared/i18n/i18n';

/** Published buyer reviews of the product (docs/rules/lists-and-requests.md#product-detail-page), newest as the upstream orders them. */
export function ReviewsSection({ itemId }: { itemId: string }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const reviews = useReviews(itemId).data?.reviews ?? [];
  const dateOf = (iso?: string) =>
    !iso
      ? ''
      : locale === 'jp'
        ? formatJapaneseDate(iso)
        : new Date(iso).toLocaleDateString(i18n.language);
  return (
    <section id="reviews" className="detail-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('matching.product.reviews')}</h2>
      {reviews.length === 0 ? (
        <p className="muted">{t('matching.product.noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((review) => (
            <li className="review" key={review.id}>
              <p
                className="review__stars"
                role="img"
                aria-label={t('matching.product.rating', { rating: review.rating })}
              >
                {'★'.repeat(review.rating)}
                <span aria-hidden="true" className="review__stars-off">
                  {'★'.repeat(5 - review.rating)}
                </span>
              </p>
              <p className="review__title">{review.title}</p>
              <p>{review.body}</p>
              {review.created_at && <p className="review__date">{dateOf(review.created_at)}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
