import { z } from 'zod';
import { list } from './response-list';

/**
 * Newsletters, catalogues, specials and local specialities (docs/upstream.md#site-and-utilities),
 * bilingual.
 */
export const contentSchema = z.object({
  id: z.string(),
  code: z.string(),
  classification: z.string(),
  title: z.string(),
  title_en: z.string(),
  body: z.string(),
  body_en: z.string(),
  post_date: z.string(),
  prefecture_code: z.number().int().nullable(),
  item_ids: z.array(z.string()),
  /** A catalogue issue's PDF, a path under the upstream's /images (docs/rules/discovery.md). */
  file_url: z.string().optional(),
  image_url: z.string().optional(),
});
export const newsSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  title_en: z.string(),
  post_date: z.string(),
  body: z.string().optional(),
  body_en: z.string().optional(),
});
export const contentsListResponseSchema = list('contents', contentSchema);
export const contentsDetailResponseSchema = z.object({ content: contentSchema });
export const newsListResponseSchema = list('news', newsSchema);
export const newsDetailResponseSchema = z.object({ news: newsSchema });

/** zipSearchApi (docs/upstream.md#site-and-utilities): prefecture_id 0 means not found. */
export const zipSearchResponseSchema = z.object({
  prefecture_id: z.number().int().min(0).max(47),
  prefecture: z.string(),
  address1: z.string(),
  address2: z.string(),
});

export const customMasterResponseSchema = z.object({
  options: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      name_en: z.string(),
      /** Prefectures: the region they belong to (the location pages group by it). */
      region: z.string().optional(),
      /** Certifications: 'international' or 'japan' (the certification page groups by it). */
      kind: z.string().optional(),
    }),
  ),
});

export const calendarResponseSchema = z.object({
  calendar: z.array(
    z.object({
      year: z.number().int(),
      month: z.number().int(),
      day: z.number().int(),
      order_processing: z.boolean(),
    }),
  ),
});

export const idResponseSchema = z.object({ id: z.string() });
