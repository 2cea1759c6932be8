import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * `customMaster/get`: one option list of the custom master (entity_class, system_name;
 * docs/upstream.md), e.g. the names of certification codes or of the prefectures. Site-wide data:
 * read once per visit.
 */
export const useCustomMaster = (entityClass: string, systemName: string) =>
  useQuery({
    queryKey: ['master', entityClass, systemName],
    queryFn: () =>
      callApi('customMaster/get', { entity_class: entityClass, system_name: systemName }),
    staleTime: Infinity,
  });
