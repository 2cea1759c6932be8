import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `customMaster/get`: one option list of the custom master (entity_class, system_name;
 * docs/upstream.md), e.g. the names of certification codes or of the prefectures. Site-wide data:
 * read once per visit, under one key, whether a screen renders it or a handler fetches it.
 */
export const customMasterQuery = (entityClass: string, systemName: string) => ({
  queryKey: ['master', entityClass, systemName],
  queryFn: () =>
    callApi('customMaster/get', { entity_class: entityClass, system_name: systemName }),
  staleTime: Infinity,
});

export const useCustomMaster = (entityClass: string, systemName: string) =>
  useQuery(customMasterQuery(entityClass, systemName));
