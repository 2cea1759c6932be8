import { z } from 'zod';
import { multiLine, singleLine } from '../validation/text';
import { externalPointSchema, memberUserPatchSchema } from '../upstream/member';
import { newPasswordSchema } from '../validation/password';
import { mailedCodePattern } from '../validation/patterns';

const email = singleLine().trim().min(1).max(254).email();
// docs/rules/accounts.md#passwords-two-readings: the rule the forms show and check.
const newPassword = newPasswordSchema;

/**
 * `POST /api/account/preRegister {email, note}` (pre-registration,
 * docs/rules/accounts.md#pre-registration).
 */
export const preRegisterBodySchema = z.object({ email, note: multiLine().max(1000).optional() });

/** `POST /api/account/signupCode {signUpCode}` → upstream `users/get`. */
export const signupCodeBodySchema = z.object({ signUpCode: singleLine().trim().min(1).max(200) });

/** `POST /api/account/registerable {email}` → upstream `email/registerable`. */
export const registerableBodySchema = z.object({ email });

/** `POST /api/account/password/resetMail` (docs/rules/accounts.md#password-reset-and-change). */
export const resetMailBodySchema = z.object({ email });

/**
 * `POST /api/account/reminder` (docs/rules/accounts.md#forgot-your-email): a buyer who forgot
 * the sign-in address gives what they do know — the company and the phone number registered —
 * and the upstream mails the account's own address(es) a reminder of it. The answer is the same
 * whether or not an account matched, so the form cannot be used to probe for accounts.
 */
export const reminderBodySchema = z.object({
  company: singleLine().trim().min(1).max(200),
  tel: singleLine()
    .trim()
    .min(4)
    .max(30)
    .regex(/^[+\d\s().-]+$/),
});

/**
 * Data of `account/signup`: whether the buyer is now signed in (password sites) or, on an email
 * two-factor site, that a sign-in code was mailed and `auth/verify` completes the sign-in
 * (docs/rules/accounts.md#sign-up-on-a-two-factor-site).
 */
export const signedUpDataSchema = z.object({
  signedIn: z.boolean(),
  verificationRequired: z.literal(true).optional(),
  user: z.object({ id: z.string(), email: z.string() }),
});

/**
 * `POST /api/account/password/reset {token, password}`
 * (docs/rules/accounts.md#password-reset-and-change: token from the URL query).
 */
export const passwordResetBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
  password: newPassword,
});

/**
 * `POST /api/account/password/checkToken {token}`: whether the mailed reset link still works,
 * asked when the page opens (docs/rules/accounts.md#password-reset-and-change); a bad one answers
 * E001-004.
 */
export const passwordResetTokenBodySchema = z.object({
  token: z.string().trim().min(1).max(200),
});

/** `POST /api/account/password/update {password, newPassword}` (member). */
export const passwordUpdateBodySchema = z
  .object({ password: z.string().min(1).max(200), newPassword })
  // docs/rules/accounts.md: a new password must differ from the current one.
  .refine((b) => b.newPassword !== b.password, {
    path: ['newPassword'],
    message: 'The new password must differ from the current password.',
  });

/**
 * `POST /api/account/member/update`: the account user as edited, `external_point` included; the BFF
 * removes it from `user` and sends it as `externalPoint`
 * (docs/rules/accounts.md#member-information-and-leaving).
 */
export const memberUpdateBodySchema = z.object({
  user: memberUserPatchSchema.extend({
    external_point: externalPointSchema.optional(),
    // docs/rules/linked-services.md#notification-address: a second address is set only by
    // proving it with a mailed code (notifications/email/verify); here it may only be removed.
    email_secondary: z.literal('').optional(),
  }),
});
export type MemberUpdateBody = z.infer<typeof memberUpdateBodySchema>;

/**
 * `POST /api/account/email/change {currentPassword, newEmail}` (member,
 * docs/rules/accounts.md#sign-in-email): the current password proves the buyer; a code is mailed
 * to the new address. `POST /api/account/email/confirm {code}` then makes it the sign-in address.
 */
export const emailChangeBodySchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newEmail: email,
});
export const emailConfirmBodySchema = z.object({
  code: z.string().trim().regex(mailedCodePattern),
});

/** `POST /api/account/member/get`: no input. */
export const emptyBodySchema = z.object({}).strict();

/** `POST /api/account/leave {password}` (member; the session is destroyed on success). */
export const leaveBodySchema = z.object({ password: z.string().min(1).max(200) });

/** Data of `account/signupCode`: the address (and note) the mailed sign-up code was issued to. */
export const signupCodeDataSchema = z.looseObject({
  email: z.string(),
  note: z.string().optional(),
});
export type SignupCodeData = z.infer<typeof signupCodeDataSchema>;

/** Data of `account/registerable`: whether the address may still sign up. */
export const registerableDataSchema = z.object({ registerable: z.boolean() });
