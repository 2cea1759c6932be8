import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchQuery } from '@kakehashi/contracts/web';
import type { ActiveFilter } from '../lib/active-filters';
import { withoutFilters } from '../lib/active-filters';
import { emptyWording } from '../lib/no-results';
import { NoResults } from './no-results';

type Props = {
  keyword: string;
  query: SearchQuery;
  filters: ActiveFilter[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/**
 * No products: say what was searched and offer the changes most likely to find something; filters
 * are named only when one is set (docs/rules/search.md#no-results).
 */
export function EmptyResults({ keyword, query, filters, onChange }: Props) {
  const { t } = useTranslation();
  const wording = emptyWording(keyword, filters.length);
  return (
    <NoResults
      title={t(`discovery.results.empty.${wording}.title`, { keyword })}
      hint={t(`discovery.results.empty.${wording}.hint`)}
    >
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
    </NoResults>
  );
}
