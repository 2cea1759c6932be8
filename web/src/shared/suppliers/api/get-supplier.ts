import { callApi } from '@/shared/lib/api-client';

/** `POST /api/suppliers/detail {id}`: one supplier's profile (docs/rules/lists-and-requests.md#suppliers). */
export const getSupplier = async (id: string) =>
  (await callApi('suppliers/detail', { id })).supplier;
