import { z } from 'zod';
import { multiLine, singleLine } from '../validation/text';
import { quoteCurrencies, quoteUnits, tradeTerms } from './quote-request';

/** docs/rules/trade-desk.md#request-inbox: what a recorded request was. */
export const requestKinds = ['ask', 'meeting', 'quote'] as const;
export type RequestKind = (typeof requestKinds)[number];

/** The buyer's own marking: open until the buyer says answered or closed. */
export const requestStatuses = ['open', 'answered', 'closed'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** A row's or supplier's id: one line, since PostgreSQL text holds no NUL (docs/security.md#trade-desk). */
const id = singleLine().trim().min(1).max(40);

/** Names as recorded when the request was sent (the supplier's Japanese and English names). */
export const inboxSupplierSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
});
export const inboxProductSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
});

/** A quote's terms, as the inbox shows them (quote-request.ts has the rules). */
export const inboxQuoteSchema = z.object({
  quantity: z.number(),
  unit: z.enum(quoteUnits),
  tradeTerm: z.enum(tradeTerms),
  destinationCountry: z.string(),
  destinationPort: z.string(),
  targetPrice: z.number().nullable(),
  currency: z.enum(quoteCurrencies),
  deliveryMonth: z.string(),
  samplesWanted: z.boolean(),
  message: z.string(),
  /**
   * The variation quoted, as the supplier's text named it (docs/rules/trade-desk.md#request-inbox);
   * none for a product with one, nor in requests recorded before it was kept.
   */
  variation: z.object({ ja: z.string(), en: z.string() }).nullish(),
});
export type InboxQuote = z.infer<typeof inboxQuoteSchema>;

/**
 * One request of the inbox (docs/rules/trade-desk.md#request-inbox). `reference` is the
 * upstream's number; null means the BFF recorded the request but could not confirm it was sent
 * (the send failed in a way that may still have delivered it, or the server stopped mid-way).
 */
export const inboxEntrySchema = z.object({
  id: z.string(),
  reference: z.string().nullable(),
  kind: z.enum(requestKinds),
  supplier: inboxSupplierSchema.nullable(),
  product: inboxProductSchema.nullable(),
  /** Meeting requests: the proposed times as ISO instants, and the buyer's IANA zone. */
  proposedTimes: z.array(z.string()),
  timeZone: z.string().nullable(),
  title: z.string(),
  /** The full text as sent (for a quote, the bilingual text the supplier read). */
  text: z.string(),
  quote: inboxQuoteSchema.nullable(),
  status: z.enum(requestStatuses),
  /** The buyer's private note; never sent to the supplier. */
  note: z.string(),
  /** ISO instant. */
  sentAt: z.string(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** `POST /api/requests/inbox/list`: newest first, optionally one kind, supplier or status. */
export const inboxListBodySchema = z.object({
  kind: z.enum(requestKinds).optional(),
  supplierId: id.optional(),
  status: z.enum(requestStatuses).optional(),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(100).default(20),
});
export type InboxListBody = z.input<typeof inboxListBodySchema>;

/** The page of entries, the total for the filters, and every supplier written to (for the filter). */
export const inboxListDataSchema = z.object({
  entries: z.array(inboxEntrySchema),
  hit: z.number().int().min(0),
  suppliers: z.array(inboxSupplierSchema),
});
export type InboxListData = z.infer<typeof inboxListDataSchema>;

/** `POST /api/requests/inbox/update`: mark a request and/or change its private note. */
export const inboxUpdateBodySchema = z
  .object({
    id,
    status: z.enum(requestStatuses).optional(),
    note: multiLine().max(2000).optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    message: 'Nothing to change',
  });
export type InboxUpdateBody = z.input<typeof inboxUpdateBodySchema>;
export const inboxUpdateDataSchema = z.object({ entry: inboxEntrySchema });
export type InboxUpdateData = z.infer<typeof inboxUpdateDataSchema>;
