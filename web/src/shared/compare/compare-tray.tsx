import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compareLimit, compareLimitNoteId, useCompareList } from '@/shared/catalog/compare-list';
import { Phrase } from '@/shared/i18n/phrase';

/** The compare page's path (docs/rules/lists-and-requests.md#compare). */
export const comparePath = '/compare';

// A page may hold several card grids (the top page's sections, a product page's related products)
// and each grid brings its tray: the first one mounted shows, the others stay empty, so a page has
// one tray and one "Compare now" link for screen readers.
const owners: string[] = [];
const listeners = new Set<() => void>();
const trayOwners = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  first: () => owners[0],
  change: (change: () => void) => {
    change();
    listeners.forEach((listener) => listener());
  },
};

const useIsShownTray = (): boolean => {
  const id = useId();
  useEffect(() => {
    trayOwners.change(() => owners.push(id));
    return () => trayOwners.change(() => owners.splice(owners.indexOf(id), 1));
  }, [id]);
  return useSyncExternalStore(trayOwners.subscribe, trayOwners.first, trayOwners.first) === id;
};

/**
 * A bar shown once a product is chosen for comparison: how many of the four, and the way to the
 * comparison (docs/rules/lists-and-requests.md#compare: on every page with cards), and at four
 * the limit. It stays in view at the bottom of
 * the window while the cards scroll by. Nothing while none is chosen.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const chosen = useCompareList();
  const shown = useIsShownTray();
  if (chosen.length === 0 || !shown) return null;
  return (
    <aside className="compare-tray" aria-label={t('catalog.compare.trayLabel')}>
      <p className="compare-tray__count" aria-live="polite">
        {t('catalog.compare.tray', { count: chosen.length, max: compareLimit })}
      </p>
      <Link className="button button--primary button--small" to={comparePath}>
        {t('catalog.compare.open')}
      </Link>
      {/* Full, the tray says the limit in words on a row of its own: the greyed boxes' reason,
          where a phone that cannot hover a tooltip reads it (docs/rules/lists-and-requests.md#compare).
          Screen readers hear it as each greyed box's description. */}
      {chosen.length >= compareLimit && (
        <p id={compareLimitNoteId} className="compare-tray__full">
          <Phrase>{t('catalog.compare.full', { count: compareLimit })}</Phrase>
        </p>
      )}
    </aside>
  );
}
