import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * Grey cards of the real card's size while a list loads (no layout shift when it arrives). Apart
 * from the grid, so the top page's product bands show it before the cards' code is in
 * (docs/architecture.md#the-first-page).
 */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="product-grid" role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div className="product-card product-card--skeleton" key={index} aria-hidden="true">
          <div className="product-image product-card__media">
            <Skeleton className="skeleton--fill" />
          </div>
          <div className="product-card__body">
            <Skeleton className="skeleton--line" />
            <Skeleton className="skeleton--line skeleton--short" />
            <Skeleton className="skeleton--line skeleton--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
