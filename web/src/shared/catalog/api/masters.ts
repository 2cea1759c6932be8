import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** One entry of an upstream option list (docs/upstream.md#items-and-reviews custom master). */
export type MasterEntry = {
  code: string;
  name: string;
  name_en: string;
  /** Prefectures: the region they belong to. */
  region?: string;
  /** Certifications: 'international' or 'japan'. */
  kind?: string;
};

const master = async (entity_class: string, system_name: string): Promise<MasterEntry[]> =>
  (await callApi('customMaster/get', { entity_class, system_name })).options;

export type CatalogMasters = {
  prefectures: MasterEntry[];
  regions: MasterEntry[];
  certifications: MasterEntry[];
  prefectureByCode: Map<string, MasterEntry>;
  certificationByCode: Map<string, MasterEntry>;
};

/**
 * The lookups every catalogue screen needs: prefectures (with their region), the regions of
 * Japan and the certifications (international and Japanese). They never change while the app
 * runs, so they are fetched once.
 */
export const fetchCatalogMasters = async (): Promise<CatalogMasters> => {
  const [prefectures, regions, international, japanese] = await Promise.all([
    master('common', 'prefectures'),
    master('common', 'regions'),
    master('item', 'cettifications'),
    master('item', 'cettificationsJapan'),
  ]);
  const certifications = [...international, ...japanese];
  return {
    prefectures,
    regions,
    certifications,
    prefectureByCode: new Map(prefectures.map((p) => [p.code, p])),
    certificationByCode: new Map(certifications.map((c) => [c.code, c])),
  };
};

export const useCatalogMasters = () =>
  useQuery({
    queryKey: ['catalog', 'masters'],
    queryFn: fetchCatalogMasters,
    staleTime: Infinity,
    gcTime: Infinity,
  });
