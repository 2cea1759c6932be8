import type { ItemListResponse } from '@kakehashi/contracts/web';

export type CategoryCount = { code: string; name: string; name_en: string; count: number };
export type ResultFacets = { filters: Map<string, number>; categories: CategoryCount[] };

/** The facet counts of an items/list answer, in the shapes the filter column reads. */
export const resultFacets = (data: ItemListResponse | undefined): ResultFacets => ({
  filters: new Map((data?.facets?.filters ?? []).map((f) => [f.value, f.count])),
  categories: (data?.facets?.category ?? []).map((c) => ({
    code: c.value,
    name: c.name ?? c.value,
    name_en: c.name_en ?? c.name ?? c.value,
    count: c.count,
  })),
});
