import { z } from 'zod';
import { singleLine } from '../validation/text';

/** docs/rules/trade-desk.md#new-product-alerts: what an alert is about. */
export const alertSources = ['supplier', 'search'] as const;
export type AlertSource = (typeof alertSources)[number];

/**
 * One alert: `count` products new from a followed supplier ("3 new from Okada Tea") or for a
 * saved search ("5 new for 'organic matcha'"). `name` is the supplier's Japanese name or the
 * search's name; `nameEn` the supplier's English name (null for a search). `query` is a search's
 * query string, for its link.
 */
export const alertSchema = z.object({
  source: z.enum(alertSources),
  sourceId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  query: z.string().nullable(),
  count: z.number().int().min(1),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * `POST /api/alerts/get`: the header asks without `refresh` (counts recomputed at most every few
 * minutes); the alerts page asks with `refresh: true` (recomputed unless counted a moment ago).
 */
export const alertsGetBodySchema = z.object({ refresh: z.boolean().default(false) });
export type AlertsGetBody = z.input<typeof alertsGetBodySchema>;

/** Alerts with a count, biggest first; `total` is the header's number; `countedAt` ISO or null. */
export const alertsDataSchema = z.object({
  alerts: z.array(alertSchema),
  total: z.number().int().min(0),
  countedAt: z.string().nullable(),
});
export type AlertsData = z.infer<typeof alertsDataSchema>;

/**
 * `POST /api/alerts/seen`: the buyer has seen one supplier's new products (or, without a source,
 * every supplier's); its count starts again from now. A saved search is seen by opening it.
 */
export const alertsSeenBodySchema = z.object({
  supplierId: singleLine().trim().min(1).max(40).optional(),
});
export type AlertsSeenBody = z.input<typeof alertsSeenBodySchema>;
