import { z } from 'zod';

/**
 * A free-delivery threshold (docs/rules/cart-and-checkout.md#free-delivery-threshold): the goods
 * total, tax included, from which a delivery is free. Only a positive whole number of yen is a
 * threshold; null (the shop set none), 0 or an unreadable value is no threshold and is dropped,
 * never a reason to refuse the answer it came in (site settings carry the error tables). A
 * preprocess, not `.catch`: the OpenAPI document the BFF builds at boot knows pipes, not catches.
 */
export const freeDeliveryMinimumSchema = z.preprocess(
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined,
  z.number().int().positive().optional(),
);
