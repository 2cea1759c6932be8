import { useTranslation } from 'react-i18next';

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="review__stars" role="img" aria-label={t('reviews.rated', { rating })}>
      {'★'.repeat(rating)}
      <span aria-hidden="true" className="review__stars-off">
        {'★'.repeat(5 - rating)}
      </span>
    </p>
  );
}
