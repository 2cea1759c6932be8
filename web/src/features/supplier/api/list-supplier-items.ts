import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** Products per page on the supplier page. */
export const supplierPageSize = 12;

/** `POST /api/items/list {supplierId}`: one page of a supplier's products (docs/rules/lists-and-requests.md#suppliers). */
export const listSupplierItems = (supplierId: string, page: number) =>
  callApi('items/list', {
    supplierId,
    offset: (page - 1) * supplierPageSize,
    limit: supplierPageSize,
    sort: 'featured',
  });

export const useSupplierItems = (supplierId: string, page: number) =>
  useQuery({
    queryKey: ['items', 'supplier', supplierId, page],
    queryFn: () => listSupplierItems(supplierId, page),
    enabled: supplierId !== '',
    placeholderData: keepPreviousData,
  });
