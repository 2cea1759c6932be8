import type { QueryClient } from '@tanstack/react-query';
import { customMasterQuery } from '@/shared/lookups/api/custom-master';

/**
 * The English name of a prefecture by its JIS code (1–47, zipSearchApi's prefecture_id), from the
 * custom master's bilingual prefecture list (docs/upstream.md#site-and-utilities), read as
 * `useCustomMaster` reads it, so once per visit; null when the list names none.
 */
export const prefectureInEnglish = async (
  queryClient: QueryClient,
  code: number,
): Promise<string | null> => {
  const { options } = await queryClient.fetchQuery(customMasterQuery('common', 'prefectures'));
  return options.find((option) => option.code === String(code))?.name_en || null;
};
