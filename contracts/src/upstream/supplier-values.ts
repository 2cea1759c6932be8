// The supplier search's plain value lists, free of zod, for the browser (as item-values.ts);
// browse.ts builds its schema from them.

/**
 * Supplier search orders (docs/rules/lists-and-requests.md#suppliers): by prefecture (the
 * default), name, most products, most export markets, oldest first.
 */
export const supplierSorts = [
  'prefecture',
  'name_asc',
  'products_desc',
  'exports_desc',
  'established_asc',
] as const;
export type SupplierSort = (typeof supplierSorts)[number];
