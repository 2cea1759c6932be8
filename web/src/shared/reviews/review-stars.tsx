import { useTranslation } from 'react-i18next';

/**
 * A rating drawn as it is (docs/rules/reviews-and-notifications.md#stars): to the nearest half
 * star (4.2 → four, 4.3 → four and a half), so full stars, at most one half star, then empty ones.
 * Only a picture: whoever shows it says the figure in words.
 */
export function StarRow({ value }: { value: number }) {
  const halves = Math.min(10, Math.max(0, Math.round(value * 2)));
  return (
    <span className="review__stars" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.min(2, Math.max(0, halves - i * 2));
        const modifier = fill === 2 ? ' review__star--on' : fill === 1 ? ' review__star--half' : '';
        return (
          <span key={i} className={`review__star${modifier}`}>
            ★
          </span>
        );
      })}
    </span>
  );
}

/** One buyer's rating as five stars, read out as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="review__rating" role="img" aria-label={t('reviews.rated', { rating })}>
      <StarRow value={rating} />
    </p>
  );
}
