import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchQuery } from '@kakehashi/contracts/web';
import type { ActiveFilter } from '../lib/active-filters';
import { withoutFilters } from '../lib/active-filters';

type Props = {
  keyword: string;
  query: SearchQuery;
  filters: ActiveFilter[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/** No results: say what was searched and offer the changes most likely to find something. */
export function EmptyResults({ keyword, query, filters, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" role="status">
      <h2 className="empty-state__title">
        {keyword
          ? t('discovery.results.emptyKeyword', { keyword })
          : t('discovery.results.emptyTitle')}
      </h2>
      <p>{t('discovery.results.emptyHint')}</p>
      <ul className="empty-state__actions">
        {filters.slice(0, 4).map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className="button button--small"
              onClick={() => onChange(filter.remove)}
            >
              {t('discovery.results.removeFilter', { filter: filter.label })}
            </button>
          </li>
        ))}
        {filters.length > 1 && (
          <li>
            <button
              type="button"
              className="button button--small"
              onClick={() => onChange(withoutFilters(query))}
            >
              {t('discovery.results.clearAll')}
            </button>
          </li>
        )}
        {keyword && (
          <li>
            <button
              type="button"
              className="button button--small"
              onClick={() => onChange({ keyword: undefined })}
            >
              {t('discovery.results.dropKeyword')}
            </button>
          </li>
        )}
        <li>
          <Link className="button button--small" to="/search/searchCategory">
            {t('discovery.results.browseCategories')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
