import { z } from 'zod';
import { multiLine, singleLine } from '../validation/text';
import { reviewContentSchema } from '../reviews/review-content';
import { contactInquiryTypes } from '../rules/inquiry';
import { supplierSorts } from './supplier-values';

export { supplierSorts, type SupplierSort } from './supplier-values';

const id = z.string().trim().min(1).max(40);
const paging = {
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
};

/**
 * Items detail {items} (docs/upstream.md#items-and-reviews): item ids or codes (one or several).
 */
export const itemDetailRequestSchema = z.object({
  items: z.union([id, z.array(id).min(1).max(50)]),
});

/** Category get (one code or all) and trees (docs/upstream.md#items-and-reviews). */
export const categoryGetRequestSchema = z.object({ code: id.optional() });

/** Recommend get {limit, recommendType, items} (docs/upstream.md#items-and-reviews). */
export const recommendRequestSchema = z.object({
  limit: z.number().int().min(1).max(50).default(8),
  recommendType: z.enum(['related', 'popular', 'supplier']).default('related'),
  items: z.array(id).max(50).optional(),
});

/** itemRanking get {limit, metric, cycle} (docs/upstream.md#items-and-reviews). */
export const itemRankingRequestSchema = z.object({
  limit: z.number().int().min(1).max(50).default(10),
  metric: z.enum(['sales', 'views', 'favorites']).default('sales'),
  cycle: z.enum(['daily', 'weekly', 'monthly']).default('weekly'),
});

export const viewedItemsGetRequestSchema = z.object({
  limit: z.number().int().min(1).max(100).default(10),
});
export const viewedItemsPutRequestSchema = z.object({ item_id: id });
export const viewedItemsDeleteRequestSchema = z.object({ item_id: id.optional() });

/** Review (docs/upstream.md#items-and-reviews): item_id; isPublished, isConfirmed. */
export const reviewListRequestSchema = z.object({ item_id: id, ...paging });
/** A member's review of an item: one per member and item, so a second put replaces the first. */
export const reviewPutRequestSchema = reviewContentSchema.extend({ item_id: id });
export const reviewDeleteRequestSchema = z.object({ id });

/**
 * The member's own reviews (docs/upstream.md#member: review list, put, delete): the list pages
 * through every item; put edits one review by its id; delete removes it.
 */
export const memberReviewListRequestSchema = z.object({ ...paging });
export const memberReviewPutRequestSchema = reviewContentSchema.extend({ id });
export const memberReviewDeleteRequestSchema = z.object({ id });

/** Optiongroup get {skus_id} (docs/upstream.md#items-and-reviews). */
export const optionGroupRequestSchema = z.object({ skus_id: id });

/**
 * Supplier search (docs/rules/lists-and-requests.md#suppliers): keyword, prefecture, region,
 * business type, a certification its products carry, export experience; sorted by name, number
 * of products, prefecture, number of export markets or founding year.
 */
export const supplierSearchRequestSchema = z.object({
  keyword: z.string().max(200).optional(),
  prefecture: z
    .union([z.number().int().min(1).max(47), z.array(z.number().int().min(1).max(47)).max(47)])
    .optional(),
  region: z.string().max(20).optional(),
  businessType: z.enum(['food', 'goods', 'machines', 'other']).optional(),
  ids: z.array(id).max(500).optional(),
  /** Suppliers whose products carry this certification (a certification code). */
  certification: z.string().min(1).max(40).optional(),
  /** true: suppliers that have exported (at least one export country). */
  exportExperience: z.boolean().optional(),
  sort: z.enum(supplierSorts).optional(),
  ...paging,
});
export const supplierDetailRequestSchema = z.object({ id });

export const supplierSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  prefecture_code: z.number().int().min(1).max(47),
  region_code: z.string(),
  business_type: z.enum(['food', 'goods', 'machines', 'other']),
  product_count: z.number().int().min(0),
  // Supplier details as the detail page shows them (docs/rules/lists-and-requests.md#suppliers);
  // optional so a search row may omit them.
  prefecture: z.string().optional(),
  prefecture_en: z.string().optional(),
  description: z.string().optional(),
  description_en: z.string().optional(),
  website: z.string().optional(),
  hashtags: z.array(z.string()).optional(),
  established_year: z.number().int().optional(),
  employees: z.number().int().optional(),
  // The profile's trust facts (docs/rules/lists-and-requests.md#suppliers): its region's name,
  // the certifications its products carry, the countries it has exported to (ISO 3166 codes) and,
  // where measured, how it answers requests.
  region: z.string().optional(),
  region_en: z.string().optional(),
  certifications: z.array(z.string()).optional(),
  export_countries: z.array(z.string()).optional(),
  response_rate: z.number().min(0).max(100).optional(),
  response_hours: z.number().min(0).optional(),
  /** Whether the signed-in buyer follows it (detail only). */
  followed: z.boolean().optional(),
});
export type Supplier = z.infer<typeof supplierSchema>;
export const supplierSearchResponseSchema = z.object({
  suppliers: z.array(supplierSchema),
  hit: z.number().int(),
});

/**
 * Favorite (docs/rules/lists-and-requests.md#favourites): skuId, option, labels (addDelete
 * toggles).
 */
export const favoriteAddDeleteRequestSchema = z.object({
  skuId: id,
  option: z.unknown().optional(),
  labels: z.array(z.string().max(50)).max(20).optional(),
});
export const favoriteListRequestSchema = z.object({
  ...paging,
  limit: z.number().int().min(1).max(200).default(50),
});

/** Notify (docs/upstream.md#member): skuId, skuCode, email, option. */
export const notifyAddDeleteRequestSchema = z.object({
  skuId: id,
  skuCode: z.string().max(60).optional(),
  email: z.string().email().optional(),
  option: z.unknown().optional(),
});

/**
 * news/contents filter (docs/rules/search.md#news-and-contents-filter): field, value, compare,
 * orNull, operator (the parsed form of the `filter` URL parameter); fields: tag id/tag,
 * classification id/classification/code, post_date, created_at, release_date_from/to, manager group
 * id, code, name, display name.
 */
export const contentsFilterSchema = z.object({
  field: z.string().min(1).max(50),
  value: z.string().max(200),
  compare: z.enum(['=', '>', '<', '>=', '<=', '!=']).default('='),
  orNull: z.boolean().default(false),
  // The URL codec keeps any operator text; 'or' (any case) means or, anything else and.
  operator: z.string().min(1).max(10).default('and'),
});
export const contentsListRequestSchema = z.object({
  filters: z.array(contentsFilterSchema).max(20).optional(),
  keyword: z.string().max(200).optional(),
  ...paging,
});
export const contentsDetailRequestSchema = z.object({ code: id });

export const zipSearchRequestSchema = z.object({ zip: z.string().regex(/^\d{3}-?\d{4}$/) });

/**
 * Inquiry (docs/rules/lists-and-requests.md#ask-and-business-meeting-requests): ask and
 * business-meeting requests to a supplier or about a product, and the site contact form.
 */
export const inquiryPutRequestSchema = z.object({
  type: z.enum([
    'ask_company',
    'ask_product',
    'bizmtg_company',
    'bizmtg_product',
    // docs/rules/trade-desk.md#quote-requests: sent by the BFF with its structured text.
    'quote_product',
    ...contactInquiryTypes,
  ]),
  // One line each: the title becomes the subject of the supplier's mail (docs/security.md).
  title: singleLine().trim().min(1).max(200),
  name: singleLine().trim().min(1).max(100),
  email: singleLine().trim().email().max(254),
  text: multiLine().trim().min(1).max(5000),
  /** The contact form: the buyer's company (optional). */
  company: singleLine().trim().max(200).optional(),
  supplier_id: id.optional(),
  item_id: id.optional(),
  /** Meeting requests: up to five proposed times, each an ISO instant (e.g. 2026-12-01T09:00:00.000Z). */
  preferred_dates: z.array(singleLine().max(40)).max(5).optional(),
  /** Meeting requests: online or in person, who attends, and the buyer's time zone (IANA). */
  meeting_style: z.enum(['online', 'in_person']).optional(),
  attendees: singleLine().trim().max(500).optional(),
  time_zone: singleLine().max(64).optional(),
});
export type InquiryPutRequest = z.infer<typeof inquiryPutRequestSchema>;

export const customMasterRequestSchema = z.object({
  entity_class: z.string().min(1).max(50),
  system_name: z.string().min(1).max(50),
});
export const calendarRequestSchema = z.object({
  year: z.number().int().min(2000).max(2100).optional(),
  month: z.number().int().min(1).max(12).optional(),
});
export const salesGetRequestSchema = z.object({ sale_code: id });
export const pointCampaignsRequestSchema = z.object({
  offsetType: z.string().max(20).optional(),
  offset: z.number().int().min(0).optional(),
});
