import type { TFunction } from 'i18next';
import { filteredCode, type SearchQuery } from '@kakehashi/contracts/web';
import type { CatalogMasters } from '@/shared/catalog/api/masters';
import { localName } from '@/shared/catalog/item-name';
import type { Locale } from '@/shared/i18n/i18n';
import type { ActiveFilter } from './active-filters';

/**
 * The filters a browse page links with (a certification, a prefecture) as removable chips:
 * entries outside the filter column, so the chip is their only way out.
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
    const found =
      name === 'certification'
        ? masters?.certificationByCode.get(code)
        : masters?.prefectureByCode.get(code);
    const rest = (query.filterOption ?? []).filter((e) => e.name !== name);
    return [
      {
        key: `${name}:${code}`,
        label: `${t(`discovery.filters.${name}`)}: ${found ? localName(found, locale) : code}`,
        remove: { filterOption: rest.length > 0 ? rest : undefined },
      },
    ];
  });
