import { useTranslation } from 'react-i18next';
import type { Review } from '@kakehashi/contracts/web';
import { StarRow } from '@/shared/reviews/review-stars';

/**
 * The head of a product's reviews (docs/rules/lists-and-requests.md#product-detail-page): the
 * average rating of the published ones, to one decimal, and how many there are ('4.3 out of 5 ·
 * 3 reviews' / 「5点中4.3・3件」), its stars drawn to the nearest half of that figure
 * (docs/rules/reviews-and-notifications.md#stars). A review still awaiting the shop's check does
 * not count.
 */
export function ReviewSummary({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation();
  const published = reviews.filter((r) => r.isPublished);
  if (published.length === 0) return null;
  const average = published.reduce((sum, r) => sum + r.rating, 0) / published.length;
  // One decimal, written the same in English and Japanese (4.5): no grouping to do, so no
  // formatter of the page language (docs/rules/site-and-pages.md#dates) is needed.
  const shown = average.toFixed(1);
  return (
    <p className="reviews__summary">
      {/* Drawn from the figure shown, so picture and words agree (4.25 reads 4.3, drawn 4½). */}
      <StarRow value={Number(shown)} />
      <span>{t('reviews.summary', { average: shown, count: published.length })}</span>
    </p>
  );
}
