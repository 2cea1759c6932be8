import { z } from 'zod';

/** spec §3: item list request — offset, limit, keyword, category, variation, sellingStatus, sort, couponId, filterOptions. */
export const itemListRequestSchema = z.object({
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(20),
  keyword: z.string().max(500).optional(),
  category: z.string().max(500).optional(),
  variation: z.string().max(500).optional(),
  sellingStatus: z.string().max(50).optional(),
  sort: z.string().max(50).optional(),
  couponId: z.string().max(100).optional(),
  filterOptions: z.string().max(2000).optional(),
});
export type ItemListRequest = z.infer<typeof itemListRequestSchema>;

/** spec §3 Item: the fields the product reads. Extra upstream fields pass through. */
export const skuSchema = z.looseObject({
  id: z.string(),
  code: z.string().optional(),
  stock_quantity: z.number().int().nullable().optional(),
  stock_quantity_infinity: z.boolean().optional(),
  sku_minimum_purchase: z.number().int().nullable().optional(),
  sku_maximum_purchase: z.number().int().nullable().optional(),
  price_tax_included: z.number().optional(),
  variation: z.unknown().optional(),
});

export const itemSchema = z.looseObject({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string().optional(),
  image_url: z.string().optional(),
  skus: z.array(skuSchema),
  item_minimum_purchase: z.number().int().nullable().optional(),
  item_maximum_purchase: z.number().int().nullable().optional(),
  custom: z.record(z.string(), z.unknown()).optional(),
});
export type Item = z.infer<typeof itemSchema>;

/** spec §7: product list responses are read as data.items and data.hit. */
export const itemListResponseSchema = z.looseObject({
  items: z.array(itemSchema),
  hit: z.number().int().min(0),
});
export type ItemListResponse = z.infer<typeof itemListResponseSchema>;
