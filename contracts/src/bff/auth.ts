import { z } from 'zod';
import { singleLine } from '../validation/text';
import { sessionUserSchema } from './session';

const email = singleLine().trim().min(1).max(254).email();

/**
 * "Keep me signed in": only then does the session cookie outlive the browser session
 * (docs/security.md); otherwise it is gone when the browser closes, e.g. on a shared computer.
 */
const remember = z.boolean().optional();

/**
 * `POST /api/auth/signin` and `POST /api/auth/login` body: email, password
 * (docs/rules/accounts.md#password-sign-in).
 */
export const signinBodySchema = z.object({
  email,
  password: z.string().min(1).max(200),
  remember,
});
export type SigninBody = z.infer<typeof signinBodySchema>;
export const loginBodySchema = signinBodySchema;
export type LoginBody = SigninBody;

/**
 * `POST /api/auth/verify {auth_code}`: the two-factor verify of
 * docs/rules/accounts.md#two-factor-sign-in. The `auth_code_token` stays in the server-side session
 * (docs/architecture.md#sessions-and-tokens), so the browser sends only the mailed code.
 */
export const verifyBodySchema = z.object({
  auth_code: z.string().trim().min(1).max(20),
  remember,
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** Data of a successful sign-in or verification: the user, never the tokens. */
export const signedInDataSchema = z.object({ user: sessionUserSchema });
export type SignedInData = z.infer<typeof signedInDataSchema>;

/** Data of a successful two-factor login step: the code was mailed, verify next. */
export const loginDataSchema = z.object({ verificationRequired: z.literal(true) });
export type LoginData = z.infer<typeof loginDataSchema>;

/** Data of sign-out: always signed out afterwards. */
export const signoutDataSchema = z.object({ signedIn: z.literal(false) });
