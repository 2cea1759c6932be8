import { z } from 'zod';
import { languageSchema, sessionUserSchema } from '@kakehashi/contracts';
import { checkoutStateSchema } from './checkout-state';

/**
 * What the server keeps per browser (docs/architecture.md#sessions-and-tokens): the client id, the
 * upstream tokens, the pending two-factor token and the language. The browser only ever holds the
 * opaque session id.
 */
export const sessionRecordSchema = z.object({
  createdAt: z.number(),
  language: languageSchema,
  clientId: z.string().optional(),
  user: sessionUserSchema.optional(),
  tokens: z
    .object({
      accessToken: z.string(),
      refreshToken: z.string(),
      userId: z.string(),
      /**
       * Epoch ms when the access token expires (expires_in,
       * docs/rules/accounts.md#sessions-and-refresh).
       */
      expiresAt: z.number(),
      /**
       * Epoch ms when the refresh token dies (refresh_expires_in at sign-in, when the upstream
       * gives it): a remembered cookie lasts no longer (docs/security.md#cookies).
       */
      refreshExpiresAt: z.number().optional(),
    })
    .optional(),
  /**
   * docs/rules/accounts.md#two-factor-sign-in: the two-factor login's auth_code_token, used once by
   * verify.
   */
  authCodeToken: z.string().optional(),
  /** The buyer asked to stay signed in: the cookie then persists (docs/security.md). */
  remember: z.boolean().optional(),
  /** The email of the pending two-factor login, for the user shown after verification. */
  pendingEmail: z.string().optional(),
  /**
   * When the pending two-factor login's upstream call started (epoch ms): its password was
   * checked then, so verification signs in as a sign-in started then
   * (docs/security.md#password-change).
   */
  pendingSince: z.number().optional(),
  /**
   * The checkout state of docs/rules/cart-and-checkout.md#temporary-order (temporary order id,
   * commit result, 3-D Secure context): inside the record, so sign-in rotation carries it and
   * sign-out or expiry ends it with the session.
   */
  checkout: checkoutStateSchema.optional(),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

export const isSignedIn = (record: SessionRecord | null | undefined): boolean =>
  Boolean(record?.tokens);
