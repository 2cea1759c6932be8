import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NoResults } from './no-results';

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  reloadDocument: boolean;
};

/**
 * docs/rules/search.md#past-the-last-page: the page asked for lies beyond the last one. Says so,
 * and links to the last page and the first, as real links (a shared link's reader can open them).
 * Nothing about filters: the search itself found results.
 */
export function PastLastPage({ page, totalPages, hrefFor, reloadDocument }: Props) {
  const { t } = useTranslation();
  return (
    <NoResults
      title={t('discovery.pastLastPage.title', { page })}
      hint={
        totalPages > 1
          ? t('discovery.pastLastPage.hint', { count: totalPages })
          : t('discovery.pastLastPage.hintOnePage')
      }
    >
      {totalPages > 1 && (
        <li>
          <Link
            className="button button--small button--primary"
            to={hrefFor(totalPages)}
            reloadDocument={reloadDocument}
          >
            {t('discovery.pastLastPage.last', { page: totalPages })}
          </Link>
        </li>
      )}
      <li>
        <Link
          className={
            totalPages > 1 ? 'button button--small' : 'button button--small button--primary'
          }
          to={hrefFor(1)}
          reloadDocument={reloadDocument}
        >
          {t('discovery.pastLastPage.first')}
        </Link>
      </li>
    </NoResults>
  );
}
