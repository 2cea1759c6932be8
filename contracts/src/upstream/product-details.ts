import { z } from 'zod';
import { itemCustomSchema, itemSchema } from './items';

/**
 * Every product-detail label (docs/rules/lists-and-requests.md#product-detail-labels) and the
 * video-work fields, as the upstream keeps them in an item's `custom` (items.ts: lists carry them
 * too); other custom fields are stripped.
 */
export const productDetailsSchema = itemCustomSchema;
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** An item as `items/detail` answers it: the list item plus its gallery and detail labels. */
export const itemDetailSchema = itemSchema.extend({
  images: z.array(z.string()).optional(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

export const itemDetailResponseSchema = z.object({ items: z.array(itemDetailSchema) });
