import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compareLimit, useCompareList } from '@/shared/catalog/compare-list';

/** The compare page's path (docs/rules/lists-and-requests.md#compare). */
export const comparePath = '/compare';

/**
 * A bar shown once a product is chosen for comparison: how many of the four, and the way to the
 * comparison. Nothing while none is chosen.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const chosen = useCompareList();
  if (chosen.length === 0) return null;
  return (
    <aside className="compare-tray" aria-label={t('matching.compare.title')}>
      <p className="compare-tray__count">
        {t('matching.compare.tray', { count: chosen.length, max: compareLimit })}
      </p>
      <Link className="button button--primary button--small" to={comparePath}>
        {t('matching.compare.open')}
      </Link>
    </aside>
  );
}
