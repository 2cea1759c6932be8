import type { ItemCustom, ItemDetail } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/language-codes';

/** An item as lists and the detail page carry it: its labels typed by the contract. */
type WithLabels = { custom?: ItemCustom };

/** The product name in the page language: name_en for English when present. */
export const productName = (item: Pick<ItemDetail, 'name' | 'name_en'>, language: string) =>
  localeOf(language) === 'en' && item.name_en ? item.name_en : item.name;

/** The supplier as the product names it (custom.product_company_id, supplier_name_jp/en). */
export const productSupplier = (item: WithLabels, language: string) => {
  const custom = item.custom ?? {};
  const en = custom.supplier_name_en ?? '';
  const ja = custom.supplier_name_jp ?? '';
  return {
    id: custom.product_company_id,
    name: localeOf(language) === 'en' ? en || ja : ja || en,
  };
};

/** The description in the page language (description_en for English when present). */
export const productDescription = (item: WithLabels, language: string): string => {
  const en = item.custom?.description_en ?? '';
  const ja = item.custom?.description ?? '';
  return localeOf(language) === 'en' ? en || ja : ja || en;
};
