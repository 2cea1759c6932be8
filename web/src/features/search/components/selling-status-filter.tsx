import { useTranslation } from 'react-i18next';
import type { SearchQuery, UrlSellingStatus } from '@kakehashi/contracts/web';
import { FilterChoice, FilterGroup } from './filter-group';

export const sellingStatusChoices: readonly UrlSellingStatus[] = [
  'on_sale',
  'sold_out',
  'before_sale',
  'end_of_sale',
];

type Props = { query: SearchQuery; onChange: (patch: Partial<SearchQuery>) => void };

/** docs/rules/search.md#search-state-in-the-url sellingStatus: "all" removes the parameter. */
export function SellingStatusFilter({ query, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <FilterGroup title={t('discovery.filters.sellingStatus.title')} open={false}>
      <FilterChoice
        type="radio"
        name="filter-selling-status"
        label={t('discovery.filters.sellingStatus.all')}
        checked={query.sellingStatus === undefined}
        onChange={() => onChange({ sellingStatus: undefined })}
      />
      {sellingStatusChoices.map((status) => (
        <FilterChoice
          key={status}
          type="radio"
          name="filter-selling-status"
          label={t(`discovery.filters.sellingStatus.${status}`)}
          checked={query.sellingStatus === status}
          onChange={() => onChange({ sellingStatus: status })}
        />
      ))}
    </FilterGroup>
  );
}
