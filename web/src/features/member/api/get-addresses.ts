import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';
import { useRefreshAfterChange } from './refresh-after-change';

const addressesKey = ['member', 'addresses'] as const;

/** `POST /api/member/address/get`: the buyer's saved delivery addresses. */
export const getAddresses = async () => (await callApi('member/address/get', {})).addresses;

export const useAddresses = () => useQuery({ queryKey: addressesKey, queryFn: getAddresses });

/** A change to the saved addresses, after which they are read again. */
export const useAddressChange = <V>(change: (v: V) => Promise<unknown>) =>
  useRefreshAfterChange(addressesKey, change);
