import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageCount } from '@kakehashi/contracts/web';
import { ContentCard } from '@/shared/content/content-card';
import { useContentsList, type ContentClass } from '@/shared/content/api/contents-list';
import { useFullReload } from '@/shared/lib/search-navigation';
import { useContentsPageSize } from '@/shared/lib/site-settings';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { Pager } from '@/shared/ui/pager';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { contentsSearchHref, useContentsSearch } from '../lib/contents-search';

/**
 * A paged list of newsletters or catalogues (docs/rules/discovery.md#page-size contentsSearchLimit
 * per page), narrowed by the URL's keyword and `filter` (docs/rules/search.md#news-and-contents-filter).
 */
export function BackIssues({
  classification,
  path,
}: {
  classification: ContentClass;
  path: string;
}) {
  const { t } = useTranslation();
  const search = useContentsSearch();
  const limit = useContentsPageSize();
  const fullReload = useFullReload('news');
  const list = useContentsList(classification, search.page, limit, search.filters, search.keyword);
  const searched = search.keyword !== '' || search.filters.length > 0;
  const contents = list.data?.contents ?? [];
  return (
    <>
      {list.isPending && <TextSkeleton lines={6} />}
      {list.isError && <ErrorNotice message={list.error.message} />}
      <ul className="content-grid" aria-label={t(`discovery.news.${classification}List`)}>
        {contents.map((c) => (
          <li key={c.code}>
            <ContentCard
              content={c}
              to={
                classification === 'newsletter'
                  ? `/newsletter/${c.code}`
                  : `/catalog?code=${c.code}`
              }
            />
          </li>
        ))}
      </ul>
      {list.isSuccess && contents.length === 0 && (
        <p className="notice notice--info" role="status">
          {t(searched ? 'discovery.news.noMatch' : 'discovery.news.noIssues')}{' '}
          {searched && (
            <Link to={path} reloadDocument={fullReload}>
              {t('discovery.news.showAll')}
            </Link>
          )}
        </p>
      )}
      {list.data && (
        <Pager
          page={search.page}
          totalPages={pageCount(list.data.hit ?? 0, limit)}
          hrefFor={(page) => contentsSearchHref(path, { ...search, page })}
          reloadDocument={fullReload}
        />
      )}
    </>
  );
}
