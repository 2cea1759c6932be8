import type { TFunction } from 'i18next';
import type { Supplier } from '@kakehashi/contracts/web';
import { supplierPrefecture } from './use-supplier';

/**
 * A supplier's facts, as a product's supplier box and the followed suppliers show them (with
 * FactLine): where, what kind of business, how many products, in the page language.
 */
export const supplierFacts = (supplier: Supplier, t: TFunction, language: string): string[] => [
  supplierPrefecture(supplier, language),
  t(`catalog.businessType.${supplier.business_type}`),
  t('matching.supplier.productCount', { count: supplier.product_count }),
];
