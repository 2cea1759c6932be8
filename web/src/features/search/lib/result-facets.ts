import type { ItemListResponse } from '@kakehashi/contracts/web';

/** A facet value with its names in both languages and how many results it has. */
export type NamedCount = { code: string; name: string; name_en: string; count: number };
export type CategoryCount = NamedCount;
export type ResultFacets = {
  filters: Map<string, number>;
  categories: NamedCount[];
  certifications: NamedCount[];
  regions: NamedCount[];
  prefectures: NamedCount[];
  /** Selections the results offer: code `variationCode:selectionCode`. */
  variations: NamedCount[];
};

const named = (data: ItemListResponse | undefined, facet: string): NamedCount[] =>
  (data?.facets?.[facet] ?? []).map((c) => ({
    code: c.value,
    name: c.name ?? c.value,
    name_en: c.name_en ?? c.name ?? c.value,
    count: c.count,
  }));

/** The facet counts of an items/list answer, in the shapes the filter column reads. */
export const resultFacets = (data: ItemListResponse | undefined): ResultFacets => ({
  filters: new Map((data?.facets?.filters ?? []).map((f) => [f.value, f.count])),
  categories: named(data, 'category'),
  certifications: named(data, 'certification'),
  regions: named(data, 'region'),
  prefectures: named(data, 'prefecture'),
  variations: named(data, 'variation'),
});
