import { z } from 'zod';
import { languages } from './language';
import { authModeSchema } from '../upstream/site';
import { paymentStatuses } from '../upstream/member-extras';

/** A locale as the browser sends and reads it (docs/rules/site-and-pages.md#languages). */
export const languageSchema = z.enum(languages);

/**
 * The signed-in buyer as the browser may see it: never a token
 * (docs/architecture.md#sessions-and-tokens).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * Settings of this site the pages follow, from the BFF configuration: `orderTotalStatuses` are the
 * payment statuses the order-history total sums (docs/rules/cart-and-checkout.md#order-history-totals).
 */
export const siteSettingsDataSchema = z.object({
  orderTotalStatuses: z.array(z.enum(paymentStatuses)),
});
export type SiteSettingsData = z.infer<typeof siteSettingsDataSchema>;

/** `GET /api/session` data (docs/interfaces.md#bff-endpoints). */
export const sessionDataSchema = z.object({
  signedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
  language: languageSchema,
  authMode: authModeSchema,
  site: siteSettingsDataSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** `PUT /api/language {language}` body; the response data is `{ language }`. */
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageDataSchema = languageBodySchema;
