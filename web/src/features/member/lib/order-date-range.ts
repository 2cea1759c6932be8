import { useSearchParams } from 'react-router';
import { isoDaySchema, type OrderedRange } from '@kakehashi/contracts/web';

const dayOf = (raw: string | null): string | undefined =>
  raw && isoDaySchema.safeParse(raw).success ? raw : undefined;

/**
 * The order-history date range (docs/rules/cart-and-checkout.md#order-history-dates), kept in the
 * URL as `?from=YYYY-MM-DD&to=YYYY-MM-DD` beside `status`, so it survives reload and back. A day
 * that is not a date is ignored; a range whose last day comes before its first is reported and
 * not asked for.
 */
export function useOrderDateRange() {
  const [params, setParams] = useSearchParams();
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const inverted = Boolean(from && to && from > to);
  const range: OrderedRange = inverted
    ? {}
    : { ...(from ? { begin: from } : {}), ...(to ? { end: to } : {}) };

  const change = (values: { from?: string; to?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return { from, to, inverted, range, change };
}
