import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icons';

type Props = {
  /** How many filters are chosen: the phone's button says "Filters (n)". */
  chosen: number;
  /** The sheet's close button on a phone, once the count is known "Show 211 products". */
  closeLabel: string;
  /** The filter groups. */
  filters: ReactNode;
  /** The results column. */
  children: ReactNode;
};

/**
 * A results page's filters and results (UI.md "Search results"), the same for products and
 * suppliers: on wide screens the filters are a column beside the results; on a phone they are
 * behind a "Filters (n)" button that opens them as a sheet over the results, so the first result
 * is on the first screen.
 */
export function FilterSheetLayout({ chosen, closeLabel, filters, children }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sheetRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    sheetRef.current?.focus();
    // The sheet lies over the results: Escape closes it, as a dialog would, and the buyer is back
    // on the button that opened it.
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [open]);

  return (
    <>
      <button
        type="button"
        ref={toggleRef}
        className="button filters-toggle"
        aria-expanded={open}
        aria-controls="filter-panel"
        onClick={() => setOpen(true)}
      >
        <Icon name="filter" size={18} />
        {t('discovery.filters.open', { count: chosen })}
      </button>
      <div className="search-layout">
        <aside
          id="filter-panel"
          ref={sheetRef}
          tabIndex={-1}
          className={open ? 'filter-panel is-open' : 'filter-panel'}
          aria-labelledby="filter-panel-title"
        >
          <div className="filter-panel__head">
            <h2 id="filter-panel-title">{t('discovery.filters.title')}</h2>
            <button
              type="button"
              className="button button--small filter-panel__close"
              onClick={() => setOpen(false)}
            >
              {closeLabel}
            </button>
          </div>
          {filters}
        </aside>
        {children}
      </div>
    </>
  );
}
