import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/**
 * The English name of a prefecture by its JIS code (1–47, zipSearchApi's prefecture_id), from the
 * custom master's bilingual prefecture list (docs/upstream.md#site-and-utilities), under the key
 * `useCustomMaster` keeps it by, so it is read once per visit; null when the list names none.
 */
export const prefectureInEnglish = async (
  queryClient: QueryClient,
  code: number,
): Promise<string | null> => {
  const { options } = await queryClient.fetchQuery({
    queryKey: ['master', 'common', 'prefectures'],
    queryFn: () =>
      callApi('customMaster/get', { entity_class: 'common', system_name: 'prefectures' }),
    staleTime: Infinity,
  });
  return options.find((option) => option.code === String(code))?.name_en || null;
};
