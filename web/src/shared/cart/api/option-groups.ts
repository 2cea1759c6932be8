import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { inSessionLanguage } from '@/shared/i18n/language';

/** `optiongroup/get`: the option groups a SKU offers (wrapping, engraving…), none without a SKU. */
export const useOptionGroups = (skuId: string | undefined) =>
  useQuery({
    queryKey: ['optiongroup', skuId],
    queryFn: () => callApi('optiongroup/get', { skus_id: skuId! }),
    enabled: Boolean(skuId),
    staleTime: 5 * 60_000,
    // Group, option and choice names come in the session language only.
    meta: inSessionLanguage,
  });
