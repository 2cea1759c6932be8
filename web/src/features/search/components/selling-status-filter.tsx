import { useTranslation } from 'react-i18next';
import type { SearchQuery, UrlSellingStatus } from '@kakehashi/contracts/web';
import { OneChoiceGroup } from './one-choice-group';

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
    <OneChoiceGroup
      title={t('discovery.filters.sellingStatus.title')}
      name="filter-selling-status"
      anyLabel={t('discovery.filters.sellingStatus.all')}
      choices={sellingStatusChoices.map((status) => ({
        code: status,
        label: t(`discovery.filters.sellingStatus.${status}`),
      }))}
      chosen={query.sellingStatus}
      onChoose={(sellingStatus) => onChange({ sellingStatus })}
      open={false}
    />
  );
}
