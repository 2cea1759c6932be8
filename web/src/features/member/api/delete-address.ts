import { callApi } from '@/shared/lib/api-client';
import { useAddressChange } from './get-addresses';

/** `POST /api/member/address/delete {adressId}`. */
export const deleteAddress = (adressId: string) => callApi('member/address/delete', { adressId });

export const useDeleteAddress = () => useAddressChange(deleteAddress);
