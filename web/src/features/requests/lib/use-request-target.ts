import { useTranslation } from 'react-i18next';
import { useRequestProduct } from '../api/get-request-product';
import type { RequestKind } from './request-kinds';
import { productName, productSupplier } from '@/shared/product-facts/names';
import { supplierName, useSupplier } from '@/shared/suppliers/use-supplier';

/** Who the request goes to, and the product it is about: from `?id=` (supplier) or `?code=`. */
export type RequestTarget = {
  supplierId?: string;
  supplierName: string;
  itemId?: string;
  itemCode?: string;
  productName?: string;
  /** The product's minimum order quantity, when it has one above 1 (a quote asks at least this). */
  moq?: number;
};

const moqOf = (moq: unknown) => (typeof moq === 'number' && moq > 1 ? moq : undefined);

export const useRequestTarget = (kind: RequestKind, params: URLSearchParams) => {
  const { i18n } = useTranslation();
  const productKey =
    kind.target === 'product' ? (params.get('code') ?? params.get('id') ?? '') : '';
  const product = useRequestProduct(productKey || undefined);
  const fromProduct = product.data ? productSupplier(product.data, i18n.language) : undefined;
  const supplierId = kind.target === 'supplier' ? (params.get('id') ?? '') : fromProduct?.id;
  const supplier = useSupplier(supplierId || undefined);

  const pending =
    (productKey !== '' && product.isPending) || (Boolean(supplierId) && supplier.isPending);
  const missing = kind.target === 'product' ? !product.data : !supplier.data;
  const target: RequestTarget = {
    supplierId: supplierId || undefined,
    supplierName: supplier.data
      ? supplierName(supplier.data, i18n.language)
      : (fromProduct?.name ?? ''),
    itemId: product.data?.id,
    itemCode: product.data?.code,
    productName: product.data ? productName(product.data, i18n.language) : undefined,
    moq: moqOf(product.data?.custom?.moq),
  };
  return { target, pending, missing: !pending && missing };
};
