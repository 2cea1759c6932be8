import { useTranslation } from 'react-i18next';
import {
  clearFilterGroup,
  filterFacetValue,
  isFilterOptionActive,
  searchFilterGroups,
  toggleFilterOption,
  type SearchQuery,
} from '@kakehashi/contracts/web';
import type { MasterEntry } from '@/shared/catalog/api/masters';
import { useLocale } from '@/shared/i18n/i18n';
import { anyOptionKey, filterOptionLabel, isYesOnly } from '../lib/filter-labels';
import type { ResultFacets } from '../lib/result-facets';
import { CategoryFilter } from './category-filter';
import { CertificationFilter } from './certification-filter';
import { FilterChoice, FilterGroup } from './filter-group';
import { PlaceFilter } from './place-filter';
import { SellingStatusFilter } from './selling-status-filter';
import { VariationFilter } from './variation-filter';

type Props = {
  query: SearchQuery;
  facets: ResultFacets;
  /** Every prefecture with its region, to offer a region's prefectures. */
  prefectures: MasterEntry[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/** The filter column: category, certification, place of making, every docs/rules/discovery.md#filters filter with its count, availability, variation. */
export function FilterPanel({ query, facets, prefectures, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const active = query.filterOption;
  const countOf = (group: string, option: string) =>
    facets.filters.get(filterFacetValue(group, option));
  const yesOnly = searchFilterGroups.filter(isYesOnly);

  return (
    <div className="filter-panel__groups">
      <CategoryFilter query={query} categories={facets.categories} onChange={onChange} />
      <CertificationFilter
        query={query}
        certifications={facets.certifications}
        onChange={onChange}
      />
      <PlaceFilter
        query={query}
        regions={facets.regions}
        prefectures={facets.prefectures}
        allPrefectures={prefectures}
        onChange={onChange}
      />
      {searchFilterGroups
        .filter((group) => !isYesOnly(group))
        .map((group) => (
          <FilterGroup key={group.id} title={t(`discovery.filters.${group.id}.title`)}>
            {group.choice === 'one' && (
              <FilterChoice
                type="radio"
                name={`filter-${group.id}`}
                label={t(anyOptionKey(group))}
                checked={group.options.every((o) => !isFilterOptionActive(active, o))}
                onChange={() => onChange({ filterOption: clearFilterGroup(active, group) })}
              />
            )}
            {group.options.map((option) => (
              <FilterChoice
                key={option.id}
                type={group.choice === 'one' ? 'radio' : 'checkbox'}
                name={`filter-${group.id}`}
                label={filterOptionLabel(t, locale, group, option)}
                checked={isFilterOptionActive(active, option)}
                count={countOf(group.id, option.id)}
                onChange={() =>
                  onChange({ filterOption: toggleFilterOption(active, group, option) })
                }
              />
            ))}
          </FilterGroup>
        ))}
      <FilterGroup title={t('discovery.filters.information')}>
        {yesOnly.map((group) => {
          const option = group.options[0]!;
          return (
            <FilterChoice
              key={group.id}
              type="checkbox"
              name={`filter-${group.id}`}
              label={t(`discovery.filters.${group.id}.yes`)}
              checked={isFilterOptionActive(active, option)}
              count={countOf(group.id, option.id)}
              onChange={() => onChange({ filterOption: toggleFilterOption(active, group, option) })}
            />
          );
        })}
      </FilterGroup>
      <SellingStatusFilter query={query} onChange={onChange} />
      <VariationFilter query={query} selections={facets.variations} onChange={onChange} />
    </div>
  );
}
