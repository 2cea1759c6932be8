import type { ApiBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useAddressChange } from './get-addresses';

/** `POST /api/member/address/put`: adds (no adressId) or replaces a saved address. */
export const putAddress = (body: ApiBody<'member/address/put'>) =>
  callApi('member/address/put', body);

export const useSaveAddress = () => useAddressChange(putAddress);
