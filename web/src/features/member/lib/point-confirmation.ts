import { toInstant } from '@kakehashi/contracts/web';

/** When points can be used from: a detail's `usable_period` (docs/rules/cart-and-checkout.md#points). */
type Period = { begin_at?: string | null; end_at?: string | null } | null | undefined;
type Lot = { point_amount: number; usable_period?: Period };

/**
 * The instant a period begins, as the contracts read an upstream time (a zoneless one is Tokyo
 * wall-clock: docs/rules/site-and-pages.md#dates); -Infinity where it is unset or unreadable.
 */
const usableFrom = (period: Period): number => toInstant(period?.begin_at)?.getTime() ?? -Infinity;

/**
 * Whether points cannot be used yet at `nowMs`: their usable period begins later, as an order's
 * points do until they are confirmed (docs/rules/cart-and-checkout.md#points).
 */
export const notUsableYet = (period: Period, nowMs: number): boolean => usableFrom(period) > nowMs;

/**
 * The balance's unconfirmed lots by the day they are confirmed (`day` turns an instant into a
 * day in the page language, Japan time), soonest first; lots of one day are added up. Empty when
 * the balance does not say when.
 */
export const confirmationDays = (
  details: readonly Lot[],
  nowMs: number,
  day: (iso: string) => string,
): { day: string; amount: number }[] => {
  const byDay = new Map<string, number>();
  const pending = details
    .filter((d) => d.point_amount > 0 && notUsableYet(d.usable_period, nowMs))
    .sort((a, b) => usableFrom(a.usable_period) - usableFrom(b.usable_period));
  for (const d of pending) {
    const key = day(d.usable_period!.begin_at!);
    byDay.set(key, (byDay.get(key) ?? 0) + d.point_amount);
  }
  return [...byDay].map(([key, amount]) => ({ day: key, amount }));
};
