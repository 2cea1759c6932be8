import { TOKYO_OFFSET_MS, tokyoClock } from '@kakehashi/contracts';

/**
 * One line of the points ledger (mocks/src/state/store.ts `points`). Points an order earns carry
 * `confirms_at`: until then they are unconfirmed, neither in the balance nor spendable
 * (docs/rules/cart-and-checkout.md#points).
 */
type LedgerEntry = { occurred_at: string; amount: number; confirms_at?: string };

/** docs/rules/cart-and-checkout.md#points: granted points are usable for this many months. */
export const POINT_VALIDITY_MONTHS = 24;

const DAY_MS = 86_400_000;

/**
 * When an order's points are confirmed, by its point campaign's `issue_confirm_timing`: `after_days`
 * after the trigger. The mock ships nothing, so a `shipped` trigger counts from the order, as
 * `ordered` does (docs/rules/cart-and-checkout.md#points).
 */
export const confirmsAt = (
  orderedAtMs: number,
  timing: { trigger: string; after_days: number } | null | undefined,
): string => new Date(orderedAtMs + (timing?.after_days ?? 0) * DAY_MS).toISOString();

/** Whether the entry is points earned and not yet confirmed at `nowMs`. */
export const isUnconfirmed = (entry: LedgerEntry, nowMs: number): boolean =>
  entry.amount > 0 && entry.confirms_at !== undefined && Date.parse(entry.confirms_at) > nowMs;

/** The points that can be spent at `nowMs`: the ledger without its unconfirmed earnings. */
export const confirmedBalance = (ledger: LedgerEntry[], nowMs: number): number =>
  ledger.filter((e) => !isUnconfirmed(e, nowMs)).reduce((sum, e) => sum + e.amount, 0);

/** The points earned by orders and not yet confirmed at `nowMs` (`unconfirmed_point_amount`). */
export const unconfirmedAmount = (ledger: LedgerEntry[], nowMs: number): number =>
  ledger.filter((e) => isUnconfirmed(e, nowMs)).reduce((sum, e) => sum + e.amount, 0);

/** The last instant of the month `months` after the grant, in Japan time (23:59:59.999 JST). */
const usableUntil = (grantedAt: string, months: number): string => {
  const c = tokyoClock(new Date(grantedAt));
  // Midnight JST starting the month after the target month, less one millisecond.
  const firstOfNext = Date.UTC(c.year, c.month - 1 + months + 1, 1) - TOKYO_OFFSET_MS;
  return new Date(firstOfNext - 1).toISOString();
};

/**
 * When a grant can be used: from when it was granted, or confirmed for an order's points, to the
 * end of the month 24 months later (Japan time).
 */
export const usablePeriod = (entry: LedgerEntry) => {
  const begin = entry.confirms_at ?? entry.occurred_at;
  return { begin_at: begin, end_at: usableUntil(begin, POINT_VALIDITY_MONTHS) };
};

/**
 * The balance by when it can be used (the balance's `details` with their `usable_period`): each
 * confirmed grant is a lot usable from when it was granted (or confirmed) to the end of the month
 * 24 months later (Japan time); points spent come out of the oldest lot first, as a shop's points
 * usually do. Lots with nothing left are dropped; the rest come soonest expiry first. Then come
 * the unconfirmed lots, each usable from when it is confirmed (a `begin_at` still ahead).
 */
export const pointLots = (ledger: LedgerEntry[], nowMs: number) => {
  const lotOf = (e: LedgerEntry) => ({ point_amount: e.amount, usable_period: usablePeriod(e) });
  const byBegin = (a: LedgerEntry, b: LedgerEntry) =>
    Date.parse(usablePeriod(a).begin_at) - Date.parse(usablePeriod(b).begin_at);
  const confirmed = ledger.filter((e) => !isUnconfirmed(e, nowMs));
  const grants = confirmed
    .filter((e) => e.amount > 0)
    .sort(byBegin)
    .map(lotOf);
  let spent = -confirmed.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0);
  for (const lot of grants) {
    const taken = Math.min(lot.point_amount, spent);
    lot.point_amount -= taken;
    spent -= taken;
  }
  const pending = ledger
    .filter((e) => isUnconfirmed(e, nowMs))
    .sort(byBegin)
    .map(lotOf);
  return [...grants.filter((lot) => lot.point_amount > 0), ...pending];
};
