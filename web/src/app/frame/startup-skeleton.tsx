import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/shared/ui/skeleton';

/** A page-shaped placeholder while a page's code or session loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="page" role="status" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton className="skeleton--title" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--line" />
      <Skeleton className="skeleton--line skeleton--short" />
    </div>
  );
}

/** Shown before the first route is ready. */
export function StartupSkeleton() {
  return (
    <div className="startup">
      <div className="site-header site-header--placeholder" />
      <main className="site-main">
        <PageSkeleton />
      </main>
    </div>
  );
}
