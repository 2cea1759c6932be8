import { z } from 'zod';
import { authModeSchema } from '../upstream/site';

/** docs/rules/site-and-pages.md#languages: the two locales; en is the fallback. */
export const languages = ['en', 'jp'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

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

/** `GET /api/session` data (docs/interfaces.md#bff-endpoints). */
export const sessionDataSchema = z.object({
  signedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
  language: languageSchema,
  authMode: authModeSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;

/** `PUT /api/language {language}` body; the response data is `{ language }`. */
export const languageBodySchema = z.object({ language: languageSchema });
export type LanguageBody = z.infer<typeof languageBodySchema>;
export const languageDataSchema = languageBodySchema;
