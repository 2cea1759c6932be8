import { z } from 'zod';

/**
 * One mail in the mock upstream's outbox, as `GET /__mock/outbox?to=EMAIL` lists them oldest
 * first (docs/interfaces.md#mock-outbox, a pinned interface): two-factor codes, reset tokens,
 * sign-up mails and inquiry copies. The mock writes it; tours and browser tests read it.
 */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().optional(),
  token: z.string().optional(),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxSchema = z.array(outboxMailSchema);

/** The outbox address of a mock upstream at `origin` for one recipient. */
export const outboxUrl = (origin: string, to: string) =>
  `${origin}/__mock/outbox?to=${encodeURIComponent(to)}`;
