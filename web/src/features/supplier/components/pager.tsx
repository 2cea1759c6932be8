import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pagerSlots } from '@kakehashi/contracts/web';

/** Page links with the slots of docs/rules/search.md (all up to five, else first, current and last). */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className="pager" aria-label={t('matching.supplier.pagination')}>
      {page > 1 && (
        <Link className="pager__step" to={to(page - 1)}>
          {t('matching.supplier.previous')}
        </Link>
      )}
      <ol className="pager__pages">
        {pagerSlots(page, pages).map((slot, i) =>
          slot === '…' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                className={`pager__page${slot === page ? ' is-current' : ''}`}
                to={to(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('matching.supplier.goToPage', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <Link className="pager__step" to={to(page + 1)}>
          {t('matching.supplier.next')}
        </Link>
      )}
    </nav>
  );
}
