import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteMoq, UpstreamStatus } from '@kakehashi/contracts/web';
import { useRequestProduct } from '../api/get-request-product';
import type { RequestKind } from './request-kinds';
import { hasStatus } from '@/shared/lib/api-error';
import { variationChoice } from '@/shared/cart/variation-name';
import { countedInAll, type CountedIn } from '@/shared/catalog/unit-of-sale';
import { useLocale } from '@/shared/i18n/i18n';
import { productName, productSupplier } from '@/shared/product-facts/names';
import { supplierName, useSupplier } from '@/shared/suppliers/use-supplier';

/** Who the request goes to, and the product it is about: from `?id=` (supplier) or `?code=`. */
export type RequestTarget = {
  supplierId?: string;
  supplierName: string;
  itemId?: string;
  itemCode?: string;
  productName?: string;
  /**
   * The MOQ a quote for a variation (its SKU id, '' for none chosen) is held to and starts at, where
   * it is above 1: the least the cart accepts of it, as the product page says it (`quoteMoq`, as
   * the BFF holds it, docs/rules/cart-and-checkout.md#quantity-bounds), not the stated `custom.moq`
   * alone; with none chosen the lowest of the product's, `from` where they differ.
   */
  moqFor: (skuId: string) => QuoteMoq | undefined;
  /**
   * The word a quote's quantity in pieces counts in for a variation ('' for none chosen): the one
   * its price names ('packs' beside 'per 200 g pack', docs/rules/cart-and-checkout.md#unit-price),
   * with none chosen the one the product's variations share; 'unit' where the catalogue gives
   * none, they differ, or there is no product.
   */
  countedFor: (skuId: string) => CountedIn;
  /**
   * The product's variations, where it has more than one, named as its product page's select
   * names them (what differs as the label, each option by its value): a quote says which it is for.
   */
  variations?: ReturnType<typeof variationChoice>;
  /** The variation the buyer came from (`?sku=`, one of `variations`), the quote form's default. */
  skuId?: string;
};

/** An MOQ above 1, and whether it is the lowest of variations whose MOQs differ. */
export type QuoteMoq = { min: number; from: boolean };

export const useRequestTarget = (kind: RequestKind, params: URLSearchParams) => {
  const { i18n } = useTranslation();
  const locale = useLocale();
  const productKey =
    kind.target === 'product' ? (params.get('code') ?? params.get('id') ?? '') : '';
  const product = useRequestProduct(productKey || undefined);
  const fromProduct = product.data ? productSupplier(product.data, i18n.language) : undefined;
  const supplierId = kind.target === 'supplier' ? (params.get('id') ?? '') : fromProduct?.id;
  const supplier = useSupplier(supplierId || undefined);

  const pending =
    (productKey !== '' && product.isPending) || (Boolean(supplierId) && supplier.isPending);
  const missing = kind.target === 'product' ? !product.data : !supplier.data;
  // The code or id the link named: none means the buyer came without choosing, one that finds
  // nothing means the product or supplier is no longer listed.
  const asked = kind.target === 'product' ? productKey : (params.get('id') ?? '');
  const skus = product.data?.skus;
  // Kept while the product and language stay: the form's rules are built from it.
  const variations = useMemo(
    () => (skus && skus.length > 1 ? variationChoice(skus, locale) : undefined),
    [skus, locale],
  );
  const item = product.data;
  const moqFor = useCallback((skuId: string) => (item ? quoteMoq(item, skuId) : undefined), [item]);
  const countedFor = useCallback(
    (skuId: string): CountedIn => {
      if (!item) return 'unit';
      const chosen = item.skus.filter((sku) => sku.id === skuId);
      return countedInAll(item, chosen.length > 0 ? chosen : item.skus);
    },
    [item],
  );
  const cameFrom = params.get('sku') ?? '';
  const target: RequestTarget = {
    supplierId: supplierId || undefined,
    supplierName: supplier.data
      ? supplierName(supplier.data, i18n.language)
      : (fromProduct?.name ?? ''),
    itemId: product.data?.id,
    itemCode: product.data?.code,
    productName: product.data ? productName(product.data, i18n.language) : undefined,
    moqFor,
    countedFor,
    variations,
    skuId: variations?.options.some((option) => option.id === cameFrom) ? cameFrom : undefined,
  };
  // A call that failed (not a "not found") is said as a failure the buyer can retry, as the
  // product page says it, never as "no longer listed".
  const lookup = kind.target === 'product' ? product : supplier;
  const failed =
    lookup.isError && !hasStatus(lookup.error, UpstreamStatus.notFound) ? lookup : undefined;
  return { target, pending, missing: !pending && missing, asked, failed };
};
