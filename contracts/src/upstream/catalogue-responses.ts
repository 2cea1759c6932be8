import { z } from 'zod';
import { itemSchema } from './items';
import { list } from './response-list';

/**
 * `data` shapes of the catalogue's upstream successes beyond the item list (docs/upstream.md):
 * categories, variations, favourites and reviews. The fields the product reads are pinned;
 * anything else is stripped before the browser sees it (docs/security.md).
 */
export const itemsResponseSchema = list('items', itemSchema);

export const categorySchema = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  parent_code: z.string().nullable(),
});
export type CategoryNode = z.infer<typeof categorySchema> & {
  children: CategoryNode[];
  item_count?: number;
};
const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  categorySchema.extend({
    item_count: z.number().int().optional(),
    children: z.array(categoryNodeSchema),
  }),
);
export const categoryGetResponseSchema = list('categories', categorySchema);
export const categoryTreesResponseSchema = z.object({ trees: z.array(categoryNodeSchema) });

export const variationResponseSchema = list(
  'variations',
  z.object({
    code: z.string(),
    name: z.string(),
    name_en: z.string().optional(),
    selections: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);

/**
 * Favorite (docs/rules/lists-and-requests.md#favourites): skuId, option, labels (+ the item, when
 * it still exists).
 */
export const favoriteListResponseSchema = list(
  'favorites',
  z.object({
    skuId: z.string(),
    option: z.unknown(),
    labels: z.array(z.string()),
    item: itemSchema.nullable(),
  }),
);
export const toggleResponseSchema = z.object({ added: z.boolean() });

/**
 * The kinds of business a reviewer may be (docs/upstream.md#items-and-reviews): the site names
 * these; any other value is passed on and not shown.
 */
export const reviewerBusinesses = [
  'importer',
  'wholesaler',
  'distributor',
  'retailer',
  'restaurant',
] as const;
export type ReviewerBusiness = (typeof reviewerBusinesses)[number];

export const reviewSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  isPublished: z.boolean(),
  isConfirmed: z.boolean(),
  created_at: z.string().optional(),
  /** Who wrote it, when the shop says: the reviewer's country (ISO 3166, 'IT') and business. */
  reviewer_country: z.string().optional(),
  reviewer_business: z.string().optional(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListResponseSchema = list('reviews', reviewSchema);
/** What a put answers: the review as stored (back to unpublished until the shop checks it). */
export const reviewPutResponseSchema = z.object({ review: reviewSchema });
/** The member's own reviews, each with its item (null once the item is gone). */
export const memberReviewSchema = reviewSchema.extend({ item: itemSchema.nullable() });
export type MemberReview = z.infer<typeof memberReviewSchema>;
export const memberReviewListResponseSchema = list('reviews', memberReviewSchema);
