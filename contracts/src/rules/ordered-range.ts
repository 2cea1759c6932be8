import { z } from 'zod';
import { TOKYO_OFFSET_MS, toInstant } from '../format/tokyo-time';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not), read as a day in Japan. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => toInstant(day) !== null, { message: 'Not a date' });

/**
 * How the order history's `baseDate` is read (docs/rules/cart-and-checkout.md#order-history-dates):
 * `begin` — orders on or after that day; `end` — orders on or before it.
 */
export const orderHistoryEndTypes = ['begin', 'end'] as const;

/** An order-history date range: the first and the last day ordered, both inclusive, in Japan. */
export type OrderedRange = { begin?: string; end?: string };

/**
 * The `ordered_at` option of the order-history list: either bound may be left out, and the
 * first day may not come after the last.
 */
export const orderedRangeSchema = z
  .object({ begin: isoDaySchema.optional(), end: isoDaySchema.optional() })
  .refine((r) => !r.begin || !r.end || r.begin <= r.end, {
    path: ['end'],
    message: 'The last day comes before the first',
  });

/** The instants a range covers: from 00:00 JST of the first day to the end of the last day. */
const instantsOf = (range: OrderedRange) => ({
  from: range.begin ? Date.parse(`${range.begin}T00:00:00Z`) - TOKYO_OFFSET_MS : -Infinity,
  until: range.end ? Date.parse(`${range.end}T00:00:00Z`) - TOKYO_OFFSET_MS + DAY_MS : Infinity,
});

/**
 * docs/rules/cart-and-checkout.md#order-history-dates: whether an order placed at `orderedAt`
 * falls in the range (days in Japan time, both ends inclusive). An order without a readable
 * date is in no bounded range.
 */
export const orderedWithin = (orderedAt: unknown, range: OrderedRange): boolean => {
  if (!range.begin && !range.end) return true;
  const at = typeof orderedAt === 'string' ? toInstant(orderedAt) : null;
  if (!at) return false;
  const { from, until } = instantsOf(range);
  return at.getTime() >= from && at.getTime() < until;
};

/** `baseDate` with `endType` as the same range (a missing end type reads as `begin`). */
export const rangeOfBaseDate = (
  baseDate: string | undefined,
  endType: (typeof orderHistoryEndTypes)[number] | undefined,
): OrderedRange => (!baseDate ? {} : endType === 'end' ? { end: baseDate } : { begin: baseDate });
