import { z } from 'zod';
import { list } from './response-list';

/**
 * Points by when they can be used (docs/rules/cart-and-checkout.md#points): an amount and its
 * `usable_period` (ISO instants; a missing end means the points do not expire).
 */
const pointUsablePeriodSchema = z
  .object({
    begin_at: z.string().nullable().optional(),
    end_at: z.string().nullable().optional(),
  })
  .nullable()
  .optional();
/**
 * A `begin_at` still ahead is points not usable yet: what an order earned and is not confirmed
 * (`unconfirmed_point_amount`), usable from then.
 */
export const pointBalanceDetailSchema = z.object({
  point_amount: z.number().int(),
  usable_period: pointUsablePeriodSchema,
});
export type PointBalanceDetail = z.infer<typeof pointBalanceDetailSchema>;

export const pointBalanceResponseSchema = z.object({
  point_amount: z.number().int(),
  unconfirmed_point_amount: z.number().int(),
  details: z.array(pointBalanceDetailSchema),
});
export const pointHistoryResponseSchema = list(
  'point_histories',
  z.object({
    order_number: z.string().nullable(),
    occurred_at: z.string(),
    /**
     * What changed the balance: the points (negative when used) and the reason, in the caller's
     * language; points granted may say when they are usable (from when an order's are confirmed).
     */
    details: z.array(
      z.object({
        point_amount: z.number(),
        reason: z.string().nullable().optional(),
        usable_period: pointUsablePeriodSchema,
      }),
    ),
  }),
);
