import { useTranslation } from 'react-i18next';
import type { SearchQuery } from '@kakehashi/contracts/web';
import { Icon } from '@/shared/ui/icons';
import type { ActiveFilter } from '../lib/active-filters';
import { withoutFilters } from '../lib/active-filters';

type Props = {
  query: SearchQuery;
  filters: ActiveFilter[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/** The chosen filters above the results as chips, each removable, and "Clear all". */
export function ActiveFilterBar({ query, filters, onChange }: Props) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label={t('discovery.results.activeFilters')}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('discovery.results.removeFilter', { filter: filter.label })}
              onClick={() => onChange(filter.remove)}
            >
              <span>{filter.label}</span>
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => onChange(withoutFilters(query))}>
        {t('discovery.results.clearAll')}
      </button>
    </div>
  );
}
