import type { ItemDetail } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';

/** The product name in the page language: name_en for English when present. */
export const productName = (item: Pick<ItemDetail, 'name' | 'name_en'>, language: string) =>
  localeOf(language) === 'en' && item.name_en ? item.name_en : item.name;

/** The supplier as the product names it (custom.product_company_id, supplier_name_jp/en). */
export const productSupplier = (item: { custom?: object }, language: string) => {
  const custom = (item.custom ?? {}) as Record<string, unknown>;
  const id = custom.product_company_id == null ? undefined : String(custom.product_company_id);
  const en = custom.supplier_name_en == null ? '' : String(custom.supplier_name_en);
  const ja = custom.supplier_name_jp == null ? '' : String(custom.supplier_name_jp);
  return { id, name: localeOf(language) === 'en' ? en || ja : ja || en };
};

/** The description in the page language (description_en for English when present). */
export const productDescription = (item: { custom?: object }, language: string): string => {
  const custom = (item.custom ?? {}) as Record<string, unknown>;
  const en = custom.description_en == null ? '' : String(custom.description_en);
  const ja = custom.description == null ? '' : String(custom.description);
  return localeOf(language) === 'en' ? en || ja : ja || en;
};
