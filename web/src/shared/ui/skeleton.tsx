import { useTranslation } from 'react-i18next';

/** Grey placeholders shown while content loads; hidden from assistive technology (a status says "loading"). */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" />;
}

export function CardGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="card-grid" role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div className="product-card" key={index}>
          <Skeleton className="skeleton--image" />
          <Skeleton className="skeleton--line" />
          <Skeleton className="skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

export function TextSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className="skeleton--line" />
      ))}
    </div>
  );
}
