import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { LoadState } from '../components/load-state';
import { SavedSearchRow } from '../components/saved-search-row';
import { savedSearchHref } from '../lib/saved-search-href';

/**
 * /mypage/searches (docs/rules/trade-desk.md#saved-searches): the buyer's saved searches, newest
 * first, each with its products new since last opened; opening one goes to its results.
 */
export function SavedSearchList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const searches = useSavedSearches();
  const open = useOpenSavedSearch();
  const remove = useDeleteSavedSearch();
  return (
    <LoadState query={searches} failed={t('trade.searches.loadFailed')}>
      {(list) =>
        list.length === 0 ? (
          <div className="trade-empty">
            <p>{t('trade.searches.empty')}</p>
            <Link to="/search/searchList" className="button">
              {t('trade.searches.startSearch')}
            </Link>
          </div>
        ) : (
          <>
            {remove.isError && (
              <ErrorNotice message={remove.error.message || t('trade.searches.deleteFailed')} />
            )}
            <ul className="saved-searches">
              {list.map((search) => (
                <SavedSearchRow
                  key={search.id}
                  search={search}
                  busy={open.isPending || remove.isPending}
                  // Its results either way: the "new" count starting again is secondary to the search.
                  onOpen={() =>
                    open.mutate(search.id, {
                      onSettled: () => navigate(savedSearchHref(search.query)),
                    })
                  }
                  onDelete={() => remove.mutate(search.id)}
                />
              ))}
            </ul>
          </>
        )
      }
    </LoadState>
  );
}
