import { useTranslation } from 'react-i18next';
import {
  filteredCodes,
  prefectureFilter,
  regionFilter,
  replaceBrowseFilter,
  type SearchQuery,
} from '@kakehashi/contracts/web';
import type { MasterEntry } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { chosenPlace } from '../lib/chosen-place';
import type { NamedCount } from '../lib/result-facets';
import { FilterChoice, FilterGroup } from './filter-group';

type Props = {
  query: SearchQuery;
  regions: NamedCount[];
  prefectures: NamedCount[];
  /** Every prefecture with its region (the prefectures master). */
  allPrefectures: MasterEntry[];
  onChange: (patch: Partial<SearchQuery>) => void;
};

/**
 * "Made in": a region, then one of its prefectures, one choice, with the upstream's region and
 * prefecture facet counts. A region is written as its prefectures (contracts regionFilter).
 */
export function PlaceFilter({ query, regions, prefectures, allPrefectures, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const codes = filteredCodes(query.filterOption, 'prefecture');
  const place = chosenPlace(codes, allPrefectures);
  if (regions.length === 0 && codes.length === 0) return null;
  const choose = (next: number[]) =>
    onChange({
      filterOption: replaceBrowseFilter(query.filterOption, 'prefecture', regionFilter(next)),
    });
  const inRegion = (region: string) =>
    allPrefectures.filter((p) => p.region === region).map((p) => Number(p.code));
  const countOf = new Map(prefectures.map((p) => [p.code, p]));
  const openRegion = place && 'region' in place ? place.region : undefined;
  return (
    <FilterGroup title={t('discovery.filters.prefecture')}>
      <FilterChoice
        type="radio"
        name="filter-region"
        label={t('discovery.filters.anywhere')}
        checked={codes.length === 0}
        onChange={() => choose([])}
      />
      {regions.map((region) => (
        <div key={region.code} className="filter-subgroup">
          <FilterChoice
            type="radio"
            name="filter-region"
            label={localName(region, locale)}
            checked={place?.kind === 'region' && place.region === region.code}
            count={region.count}
            onChange={() => choose(inRegion(region.code))}
          />
          {openRegion === region.code && (
            <div className="filter-subgroup__choices">
              {allPrefectures
                .filter((p) => p.region === region.code && countOf.has(p.code))
                .map((p) => (
                  <FilterChoice
                    key={p.code}
                    type="radio"
                    name="filter-region"
                    label={localName(p, locale)}
                    checked={place?.kind === 'prefecture' && place.code === p.code}
                    count={countOf.get(p.code)?.count}
                    onChange={() =>
                      onChange({
                        filterOption: replaceBrowseFilter(
                          query.filterOption,
                          'prefecture',
                          prefectureFilter(Number(p.code)),
                        ),
                      })
                    }
                  />
                ))}
            </div>
          )}
        </div>
      ))}
    </FilterGroup>
  );
}
