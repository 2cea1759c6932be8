import type { TFunction } from 'i18next';
import { filteredCode, filteredCodes, type SearchQuery } from '@kakehashi/contracts/web';
import type { CatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import type { Locale } from '@/shared/i18n/i18n';
import type { ActiveFilter } from './active-filters';
import { chosenPlace } from './chosen-place';
import { labelled } from '@/shared/cart/variation-name';

/** The name of the place a query's prefecture entries choose: a region's or a prefecture's. */
const placeName = (
  query: SearchQuery,
  locale: Locale,
  masters: CatalogMasters | undefined,
): string | undefined => {
  const place = chosenPlace(
    filteredCodes(query.filterOption, 'prefecture'),
    masters?.prefectures ?? [],
  );
  if (place?.kind === 'region') {
    const region = masters?.regions.find((r) => r.code === place.region);
    return region ? localName(region, locale) : undefined;
  }
  if (place?.kind === 'prefecture') {
    const found = masters?.prefectureByCode.get(place.code);
    return found ? localName(found, locale) : undefined;
  }
  return undefined;
};

/**
 * The filters a browse page links with (a certification, a prefecture or region) as removable
 * chips, named in the page language.
 */
export const browseFilters = (
  query: SearchQuery,
  t: TFunction,
  locale: Locale,
  masters: CatalogMasters | undefined,
): ActiveFilter[] =>
  (['certification', 'prefecture'] as const).flatMap((name) => {
    const code = filteredCode(query.filterOption, name);
    if (code === undefined) return [];
    const found = name === 'certification' ? masters?.certificationByCode.get(code) : undefined;
    const label = found
      ? localName(found, locale)
      : name === 'prefecture'
        ? placeName(query, locale, masters)
        : undefined;
    const rest = (query.filterOption ?? []).filter((e) => e.name !== name);
    return [
      {
        key: `${name}:${code}`,
        label: labelled(t(`discovery.filters.${name}`), label ?? code, locale),
        remove: { filterOption: rest.length > 0 ? rest : undefined },
      },
    ];
  });
