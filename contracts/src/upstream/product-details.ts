import { z } from 'zod';
import { itemCustomSchema, itemSchema } from './items';

// A label may come as text or as a number (a real upstream is not strict about it); absent or
// null means "not given", and the detail page leaves the row out.
const scalar = z.union([z.string(), z.number()]).nullable().optional();
// Country lists come as arrays; a comma-separated string is read the same way by the screens.
const list = z
  .union([z.array(z.string()), z.string()])
  .nullable()
  .optional();

/**
 * Every product-detail label (docs/rules/lists-and-requests.md#product-detail-labels) and the
 * video-work fields, as the upstream keeps them in an item's `custom`: the labels every list reads
 * (itemCustomSchema) plus the rest. Loose: other custom fields pass through untouched.
 */
export const productDetailsSchema = itemCustomSchema.extend({
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
  exportExperienceCountriesRegions: list,
  overseasDistributorsCountriesRegions: list,
  forcusCountriesRegions: list,
  contentSoldRegions: list,
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
  subtitleLanguage: list,
  dubbingLanguage: list,
  filmarksUrl: scalar,
  imdb: scalar,
  videoWorkEtc: scalar,
  trailerVideoUrl: scalar,
  embeddedHtml: scalar,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** An item as `items/detail` answers it: the list item plus its gallery and detail labels. */
export const itemDetailSchema = itemSchema.extend({
  images: z.array(z.string()).optional(),
  category_codes: z.array(z.string()).optional(),
  custom: productDetailsSchema.optional(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemDetailResponseSchema = z.looseObject({ items: z.array(itemDetailSchema) });
