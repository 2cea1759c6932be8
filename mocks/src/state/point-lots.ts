import { TOKYO_OFFSET_MS, tokyoClock } from '@kakehashi/contracts';

/** One line of the points ledger (mocks/src/state/store.ts `points`). */
type LedgerEntry = { occurred_at: string; amount: number };

/** docs/rules/cart-and-checkout.md#points: granted points are usable for this many months. */
export const POINT_VALIDITY_MONTHS = 24;

/** The last instant of the month `months` after the grant, in Japan time (23:59:59.999 JST). */
const usableUntil = (grantedAt: string, months: number): string => {
  const c = tokyoClock(new Date(grantedAt));
  // Midnight JST starting the month after the target month, less one millisecond.
  const firstOfNext = Date.UTC(c.year, c.month - 1 + months + 1, 1) - TOKYO_OFFSET_MS;
  return new Date(firstOfNext - 1).toISOString();
};

/**
 * The balance by when it expires (the balance's `details` with their `usable_period`): each grant
 * is a lot usable from when it was granted to the end of the month 24 months later (Japan time);
 * points spent come out of the oldest lot first, as a shop's points usually do. Lots with
 * nothing left are dropped; the rest come soonest expiry first.
 */
export const pointLots = (ledger: LedgerEntry[]) => {
  const grants = ledger
    .filter((e) => e.amount > 0)
    .sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at))
    .map((e) => ({
      point_amount: e.amount,
      usable_period: {
        begin_at: e.occurred_at,
        end_at: usableUntil(e.occurred_at, POINT_VALIDITY_MONTHS),
      },
    }));
  let spent = -ledger.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0);
  for (const lot of grants) {
    const taken = Math.min(lot.point_amount, spent);
    lot.point_amount -= taken;
    spent -= taken;
  }
  return grants.filter((lot) => lot.point_amount > 0);
};
