import type { TFunction } from 'i18next';
import {
  isFilterOptionActive,
  searchFilterGroups,
  toggleFilterOption,
  type SearchQuery,
} from '@kakehashi/contracts/web';
import { localName } from '@/shared/catalog/item-name';
import type { Locale } from '@/shared/i18n/i18n';
import { filterOptionLabel, isYesOnly } from './filter-labels';
import type { ResultFacets } from './result-facets';
import { labelled } from '@/shared/cart/variation-name';

/** One chosen filter as a removable chip: its label and the query change that removes it. */
export type ActiveFilter = { key: string; label: string; remove: Partial<SearchQuery> };

/**
 * Everything that narrows the results besides the keyword, in the order of the filter column
 * (UI.md: active filters as removable chips; the empty state names what to remove).
 */
export const activeFilters = (
  query: SearchQuery,
  t: TFunction,
  locale: Locale,
  facets: Pick<ResultFacets, 'categories' | 'variations'>,
): ActiveFilter[] => {
  const { categories, variations } = facets;
  const out: ActiveFilter[] = [];
  const [main] = query.category ?? [];
  if (main) {
    const found = categories.find((c) => c.code === main);
    out.push({
      key: `category:${main}`,
      label: found ? localName(found, locale) : main,
      remove: { category: undefined },
    });
  }
  for (const group of searchFilterGroups)
    for (const option of group.options)
      if (isFilterOptionActive(query.filterOption, option))
        out.push({
          key: `${group.id}:${option.id}`,
          label: isYesOnly(group)
            ? t(`discovery.filters.${group.id}.yes`)
            : labelled(
                t(`discovery.filters.${group.id}.title`),
                filterOptionLabel(t, locale, group, option),
                locale,
              ),
          remove: { filterOption: toggleFilterOption(query.filterOption, group, option) },
        });
  if (query.sellingStatus)
    out.push({
      key: 'sellingStatus',
      label: t(`discovery.filters.sellingStatus.${query.sellingStatus}`),
      remove: { sellingStatus: undefined },
    });
  for (const v of query.variation ?? []) {
    const rest = (query.variation ?? []).filter((x) => x !== v);
    // Named as the variation facet names it in the page language; the code when it is not there.
    const named =
      v.by === 'code' ? variations.find((s) => s.code === `${v.code}:${v.value}`) : undefined;
    out.push({
      key: `variation:${v.code}:${v.value}`,
      label: labelled(
        t('discovery.filters.variation'),
        named ? localName(named, locale) : v.value,
        locale,
      ),
      remove: { variation: rest.length > 0 ? rest : undefined },
    });
  }
  return out;
};

/** The query with every filter removed; the keyword stays (what the buyer typed is kept). */
export const withoutFilters = (query: SearchQuery): Partial<SearchQuery> => ({
  category: undefined,
  filterOption: undefined,
  sellingStatus: undefined,
  variation: undefined,
  couponId: query.couponId,
});
