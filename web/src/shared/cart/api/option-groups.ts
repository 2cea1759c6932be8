import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** `optiongroup/get`: the option groups a SKU offers (wrapping, engraving…), none without a SKU. */
export const useOptionGroups = (skuId: string | undefined) =>
  useQuery({
    queryKey: ['optiongroup', skuId],
    queryFn: () => callApi('optiongroup/get', { skus_id: skuId! }),
    enabled: Boolean(skuId),
    staleTime: 5 * 60_000,
  });
