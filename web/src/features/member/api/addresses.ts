import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

const addressesKey = ['member', 'addresses'] as const;

/** `POST /api/member/address/get`: the buyer's saved delivery addresses. */
export const useAddresses = () =>
  useQuery({
    queryKey: addressesKey,
    queryFn: async () => (await callApi('member/address/get', {})).addresses,
  });

const useAddressChange = <V>(change: (v: V) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
};

/** `POST /api/member/address/put`: adds (no adressId) or replaces a saved address. */
export const useSaveAddress = () =>
  useAddressChange((body: ApiBody<'member/address/put'>) => callApi('member/address/put', body));

/** `POST /api/member/address/delete {adressId}`. */
export const useDeleteAddress = () =>
  useAddressChange((adressId: string) => callApi('member/address/delete', { adressId }));
