import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pagerSlots } from '@kakehashi/contracts/web';

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** docs/rules/search.md#full-page-reload: the area's pages load whole instead of routing. */
  reloadDocument?: boolean;
};

/**
 * docs/rules/search.md#pagination-slots pagination: every page when there are 5 or fewer, else first, current and last with
 * ellipses. Pages are real links, so a page can be opened in a new tab or copied.
 */
export function Pager({ page, totalPages, hrefFor, reloadDocument = false }: Props) {
  const { t } = useTranslation();
  const slots = pagerSlots(page, totalPages);
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('discovery.pager.label')}>
      {page > 1 ? (
        <Link
          className="pager__step"
          to={hrefFor(page - 1)}
          rel="prev"
          reloadDocument={reloadDocument}
        >
          {t('discovery.pager.previous')}
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-hidden="true">
          {t('discovery.pager.previous')}
        </span>
      )}
      <ol className="pager__pages">
        {slots.map((slot, index) =>
          slot === '…' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                className={slot === page ? 'pager__page is-current' : 'pager__page'}
                to={hrefFor(slot)}
                reloadDocument={reloadDocument}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('discovery.pager.page', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link
          className="pager__step"
          to={hrefFor(page + 1)}
          rel="next"
          reloadDocument={reloadDocument}
        >
          {t('discovery.pager.next')}
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-hidden="true">
          {t('discovery.pager.next')}
        </span>
      )}
    </nav>
  );
}
