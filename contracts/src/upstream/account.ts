import { z } from 'zod';
import { singleLine } from '../validation/text';
import { mailedCodePattern } from '../validation/patterns';

const email = singleLine().trim().min(1).max(254).email();

/** Sign-in (docs/rules/accounts.md#password-sign-in): email, password. */
export const signinRequestSchema = z.object({
  email,
  password: z.string().min(1).max(200),
});

/**
 * Two-factor verify (docs/rules/accounts.md#two-factor-sign-in): auth_code_token, auth_code (6
 * digits in the mock).
 */
export const verifyRequestSchema = z.object({
  auth_code_token: z.string().min(1).max(200),
  auth_code: z.string().regex(mailedCodePattern),
});

/** `original/account/id`: the client identifier the BFF sends on every later call. */
export const clientIdResponseSchema = z.object({ client_id: z.string().min(1) });

/**
 * Session (docs/rules/accounts.md#sessions-and-refresh): access_token, refresh_token, expires_in
 * (seconds), user.id.
 */
export const sessionTokensSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_expires_in: z.number().int().positive().optional(),
  user: z.object({
    id: z.string(),
    email: z.string().optional(),
    name: z.string().optional(),
  }),
});
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

/** `auth/user/login` (email two-factor): the token that pairs with the mailed code. */
export const twoFactorLoginResponseSchema = z.object({
  auth_code_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
});

/** `account/refresh`: the refresh token may come in the header or the body. */
export const refreshRequestSchema = z.looseObject({ refresh_token: z.string().min(1).optional() });

export const emailOnlyRequestSchema = z.object({ email });
