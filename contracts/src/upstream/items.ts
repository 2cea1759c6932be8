import { z } from 'zod';

// The plain lists (sorts, selling statuses, facets, the hit cap) live in item-values.ts, without
// zod, so the URL codec and the first page use them without loading any schema.
export { itemFacets, itemSorts, searchHitMax, sellingStatuses, type ItemSort } from './item-values';
import { itemFacets, itemSorts, sellingStatuses } from './item-values';

/**
 * docs/upstream.md#items-and-reviews: item list request — offset, limit, keyword, category,
 * variation, sellingStatus, sort, couponId, filterOptions; the other variant adds page, facets,
 * requestFields. Formats (docs/rules/search.md#search-state-in-the-url): keyword
 * `group:text:field1|field2` entries comma-separated (plain text searches every text field);
 * category comma-separated codes; variation `code:c:selectionCode` or `code:n:selectionName`;
 * filterOptions `name:field:compare:value:operator:orNull` entries comma-separated (compare = > <
 * >= <= !=; entries sharing a name combine with their operator `and`|`or`, names combine with and;
 * orNull `true` also matches items without the field).
 */
/** Not one of the listed values: worded by the reader's language (messages/issue-messages.ts). */
const choiceIssue = { params: { kind: 'invalid' } };

export const itemListRequestSchema = z.object({
  offset: z.number().int().min(0).max(100_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
  page: z.number().int().min(1).optional(),
  keyword: z.string().max(500).optional(),
  category: z.string().max(500).optional(),
  variation: z.string().max(500).optional(),
  // Typed as text so the URL codec can pass values through; unknown values are refused here.
  sellingStatus: z
    .string()
    .refine((v) => (sellingStatuses as readonly string[]).includes(v), choiceIssue)
    .optional(),
  sort: z
    .string()
    .refine((v) => (itemSorts as readonly string[]).includes(v), choiceIssue)
    .optional(),
  couponId: z.string().max(100).optional(),
  filterOptions: z.string().max(2000).optional(),
  /** Restrict to one supplier (supplier detail "products of this supplier"). */
  supplierId: z.string().max(40).optional(),
  facets: z.array(z.enum(itemFacets)).max(itemFacets.length).optional(),
  requestFields: z.array(z.string().max(100)).max(100).optional(),
});
export type ItemListRequest = z.infer<typeof itemListRequestSchema>;

/**
 * Item (docs/upstream.md#items-and-reviews): the fields the product reads. Extra upstream fields
 * are stripped before an answer reaches the browser (docs/security.md).
 */
export const skuSchema = z.object({
  id: z.string(),
  code: z.string().optional(),
  stock_quantity: z.number().int().nullable().optional(),
  stock_quantity_infinity: z.boolean().optional(),
  sku_minimum_purchase: z.number().int().nullable().optional(),
  sku_maximum_purchase: z.number().int().nullable().optional(),
  price_tax_included: z.number().optional(),
  variation: z.unknown().optional(),
});

const optionalText = z.string().nullable().optional();
const codeList = z.array(z.string()).optional();
// A label may come as text or as a number (a real upstream is not strict about it); absent or
// null means "not given", and the detail page leaves the row out.
const scalar = z.union([z.string(), z.number()]).nullable().optional();
// Country lists come as arrays; a comma-separated string is read the same way by the screens.
const labelList = z
  .union([z.array(z.string()), z.string()])
  .nullable()
  .optional();

/**
 * docs/upstream.md#items-and-reviews product-detail labels the screens read (cards, facts, filters). All optional: an
 * upstream may leave any out; any other label is stripped.
 */
export const itemCustomSchema = z.object({
  supplier_name_jp: z.string().optional(),
  supplier_name_en: z.string().optional(),
  product_company_id: z.string().optional(),
  /** Prefecture number 1–47 (JIS). */
  producingPref: z.number().int().min(1).max(47).nullable().optional(),
  producingCountriesPref: optionalText,
  cettifications: codeList,
  cettificationsJapan: codeList,
  moq: z.number().int().nullable().optional(),
  /** Retail price in Japan, JPY without tax. */
  retailPriceWotax: z.number().nullable().optional(),
  hscd: optionalText,
  jancd: optionalText,
  temperatureRange: z.enum(['dry', 'frozen', 'refrigerated']).nullable().optional(),
  bestBeforeDate: optionalText,
  youtubeUrl: optionalText,
  description: optionalText,
  description_en: optionalText,
  /** How many fit one post parcel (contracts/src/rules/post-delivery.ts). */
  postUpperLimit: scalar,
  // The product-detail labels (docs/rules/lists-and-requests.md#product-detail-labels): list
  // answers carry them too, and the compare page and product facts read them from list items.
  businessType: scalar,
  producingCountriesRegions: scalar,
  oemAvailability: scalar,
  cettificationsOthers: scalar,
  alcoholPer: scalar,
  bestBeforeDays: scalar,
  quantityPerItem: scalar,
  quantityPerItemUnit: scalar,
  weightPerItem: scalar,
  sizePerItem: scalar,
  weightPerCase: scalar,
  sizePerCase: scalar,
  quantityPerCase: scalar,
  otherProductFeatures: scalar,
  materials: scalar,
  exportExperienceCountriesRegions: labelList,
  overseasDistributorsCountriesRegions: labelList,
  forcusCountriesRegions: labelList,
  contentSoldRegions: labelList,
  awardsJp: scalar,
  awardsEn: scalar,
  colorVariation: scalar,
  allergy: scalar,
  saleableRights: scalar,
  otherUrl1: scalar,
  otherUrl2: scalar,
  frontRemarks1: scalar,
  frontRemarks2: scalar,
  videoWorkType: scalar,
  videoWorkLength: scalar,
  videoWorkStatus: scalar,
  yearOfProduction: scalar,
  plannedProductionYear: scalar,
  originalLanguage: scalar,
  typeOfSubtitles: scalar,
  subtitleLanguage: labelList,
  dubbingLanguage: labelList,
  filmarksUrl: scalar,
  imdb: scalar,
  videoWorkEtc: scalar,
  trailerVideoUrl: scalar,
  embeddedHtml: scalar,
});
export type ItemCustom = z.infer<typeof itemCustomSchema>;

export const itemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string().optional(),
  image_url: z.string().optional(),
  skus: z.array(skuSchema),
  item_minimum_purchase: z.number().int().nullable().optional(),
  item_maximum_purchase: z.number().int().nullable().optional(),
  /** The lowest sku price with tax, as lists show and sort by it. */
  price_tax_included: z.number().optional(),
  /**
   * The item's consumption tax rate in percent (8, 10), where the upstream gives it: the retail
   * price in Japan is shown taxed at it; without it the screens apply the rule of
   * docs/rules/cart-and-checkout.md#tax-and-fee-defaults.
   */
  tax_rate: z.number().nullable().optional(),
  selling_status: z.enum(sellingStatuses).optional(),
  /** itemRanking: the place in the ranking, from 1. */
  rank: z.number().int().min(1).optional(),
  /** The shop switched the arrival notification off for the item (docs/rules/lists-and-requests.md). */
  disabled_notify_arrival_sku: z.boolean().optional(),
  category_codes: z.array(z.string()).optional(),
  /** The item's option group (wrapping, engraving …), when `requestFields` asks for it. */
  option_group_id: z.string().nullable().optional(),
  // docs/rules/cart-and-checkout.md#purchase-and-reserve-periods: when it can be bought (ISO
  // instants; null or absent is open). Add to cart offers a reserve order or nothing from them.
  purchase_period_begin: z.string().nullable().optional(),
  purchase_period_end: z.string().nullable().optional(),
  reserve_order_period_begin: z.string().nullable().optional(),
  reserve_order_period_end: z.string().nullable().optional(),
  custom: itemCustomSchema.optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const facetCountSchema = z.object({
  value: z.string(),
  name: z.string().optional(),
  name_en: z.string().optional(),
  count: z.number().int(),
});

/**
 * docs/rules/search.md#result-cap: product list responses are read as data.items and data.hit.
 * `hit` is capped at `searchHitMax`; `hit_capped` says the real count was larger ("change
 * keywords", docs/rules/search.md#result-cap).
 */
export const itemListResponseSchema = z.object({
  items: z.array(itemSchema),
  hit: z.number().int().min(0),
  hit_capped: z.boolean().optional(),
  facets: z.record(z.string(), z.array(facetCountSchema)).optional(),
});
export type ItemListResponse = z.infer<typeof itemListResponseSchema>;
