import { z } from 'zod';
import { storedPhonePattern, storedPostalPattern } from '../validation/international';
import { cardNumberPattern, mailedCodePattern, pinPattern } from '../validation/patterns';
import { newPasswordSchema } from '../validation/password';
import { multiLine, singleLine } from '../validation/text';

// Requests take single-line text (docs/security.md#single-line-fields); answers stay as stored.
const email = singleLine().trim().min(1).max(254).email();
const optText = (max: number) => z.string().max(max).optional();
const optLine = (max: number) => singleLine().max(max).optional();

/**
 * Member custom fields; favorite_companies holds followed supplier ids
 * (docs/rules/lists-and-requests.md#follows).
 */
export const memberCustomSchema = z.object({
  last_login_date: z.string().nullable().optional(),
  favorite_items: z.array(z.string()).optional(),
  favorite_companies: z.array(z.string().max(40)).max(500).optional(),
});

/**
 * external_point (sent as `externalPoint` on update;
 * docs/rules/accounts.md#member-information-and-leaving).
 */
export const externalPointSchema = z.object({
  card_member_no: z.string().regex(cardNumberPattern).optional(),
  pin_cd: z.string().regex(pinPattern).optional(),
  email_dm_unnecessary_flg: z.string().optional(),
  custom_attribute: z.unknown().optional(),
});

/**
 * Sign-up's buyer fields. The account keeps them beside the user fields; the profile shows and
 * edits them (docs/rules/accounts.md#profile).
 */
export const buyerFieldsSchema = z.object({
  buyer_country: z.string().max(100).optional(),
  buyer_website_url: optText(500),
  interest_category_1: optText(50),
  interest_category_2: optText(50),
  interest_category_3: optText(50),
  buyer_introduced_office: optText(100),
  buyer_introduced_staff: optText(100),
});
/** The buyer fields as a request takes them: one line each. */
const buyerFieldsRequestShape = {
  buyer_country: optLine(100),
  buyer_website_url: optLine(500),
  interest_category_1: optLine(50),
  interest_category_2: optLine(50),
  interest_category_3: optLine(50),
  buyer_introduced_office: optLine(100),
  buyer_introduced_staff: optLine(100),
};
export const buyerFieldNames = Object.keys(buyerFieldsSchema.shape) as Array<
  keyof typeof buyerFieldsSchema.shape
>;

/** The address fields an upstream person record carries: account user, purchaser, receiver. */
export const postalAddressFields = {
  zip: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  street: z.string().optional(),
  building: z.string().optional(),
  company: z.string().optional(),
};

/**
 * Account user as the upstream returns it (docs/rules/accounts.md#member-information-and-leaving).
 */
export const memberUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  email_secondary: z.string().nullable().optional(),
  receiving_email_selection: z.enum(['primary', 'secondary', 'both']).optional(),
  name: z.string(),
  name_read: z.string().optional(),
  tel_primary: z.string().optional(),
  ...postalAddressFields,
  company_read: z.string().optional(),
  company_division: z.string().optional(),
  company_position: z.string().optional(),
  custom: memberCustomSchema.optional(),
  // docs/rules/linked-services.md#points-card: the linked card's number (never its PIN).
  external_point: externalPointSchema.optional(),
  ...buyerFieldsSchema.shape,
});
export type MemberUser = z.infer<typeof memberUserSchema>;

/** Fields a member may change (`member/information/update {user, externalPoint}`). */
export const memberUserPatchSchema = z.object({
  email: email.optional(),
  email_secondary: z.union([email, z.literal('')]).optional(),
  receiving_email_selection: z.enum(['primary', 'secondary', 'both']).optional(),
  name: singleLine().trim().min(1).max(100).optional(),
  name_read: optLine(100),
  // docs/rules/accounts.md: Japanese digits, or E.164 and a foreign postal code abroad.
  tel_primary: z.string().regex(storedPhonePattern).optional(),
  zip: z.union([z.string().regex(storedPostalPattern), z.literal('')]).optional(),
  state: optLine(50),
  city: optLine(100),
  street: optLine(300),
  building: optLine(200),
  company: optLine(200),
  company_read: optLine(200),
  company_division: optLine(200),
  company_position: optLine(200),
  custom: z
    .object({
      favorite_items: z.array(z.string().max(40)).max(500).optional(),
      // docs/rules/lists-and-requests.md#follows: follows live here; a comma-separated string is
      // accepted too.
      favorite_companies: z
        .union([z.array(z.string().max(40)).max(500), z.string().max(20000)])
        .optional(),
    })
    .optional(),
  ...buyerFieldsRequestShape,
});

export const memberUpdateRequestSchema = z.object({
  user: memberUserPatchSchema,
  externalPoint: externalPointSchema.optional(),
});

/**
 * Sign-up payload (users/signUp and member/information/add;
 * docs/rules/accounts.md#sign-up-payload).
 */
export const signUpRequestSchema = z.object({
  email,
  password: newPasswordSchema, // docs/rules/accounts.md#passwords-two-readings
  name: singleLine().trim().min(1).max(100),
  company: singleLine().trim().min(1).max(200),
  // docs/rules/accounts.md: 10–11 digits in Japan, E.164 elsewhere; the postal code likewise.
  tel_primary: z.string().regex(storedPhonePattern),
  custom: z.looseObject({ address: optLine(300) }).optional(),
  zip: z.string().regex(storedPostalPattern).optional().or(z.literal('')),
  buyer_country: singleLine().min(1).max(100),
  buyer_website_url: optLine(500),
  interest_category_1: optLine(50),
  interest_category_2: optLine(50),
  interest_category_3: optLine(50),
  buyer_introduced_office: optLine(100),
  buyer_introduced_staff: optLine(100),
  register_no_password: z.boolean().optional(),
  request_access_token: z.boolean().optional(),
  signup_code: optLine(100),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * Pre-registration (docs/rules/accounts.md#pre-registration): email, note; the mock mails a sign-up
 * code.
 */
export const preRegisterRequestSchema = z.object({ email, note: multiLine().max(1000).optional() });

/** `users/get {signUpCode}` (docs/upstream.md#account). */
export const signUpCodeRequestSchema = z.object({ signUpCode: z.string().min(1).max(200) });

/**
 * Password (docs/rules/accounts.md#password-reset-and-change): resetMail {email}, reset
 * {token,password}, update, validate.
 */
export const passwordResetMailRequestSchema = z.object({ email });
export const passwordResetRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema, // docs/rules/accounts.md#passwords-two-readings
});
export const passwordUpdateRequestSchema = z.object({
  current_password: z.string().min(1).max(200),
  password: newPasswordSchema, // docs/rules/accounts.md#passwords-two-readings
});
/**
 * Validate: the strength of a password, and with `token` whether a mailed reset link still works
 * (unknown, used or expired: E001-004), so the reset page can say so before the buyer types
 * (docs/rules/accounts.md#password-reset-and-change).
 */
export const passwordValidateRequestSchema = z.object({
  password: z.string().max(200).optional(),
  token: z.string().min(1).max(200).optional(),
});

/** Leave {user.password} (docs/rules/accounts.md#member-information-and-leaving). */
export const leaveRequestSchema = z.object({
  user: z.object({ password: z.string().min(1).max(200) }),
});

/**
 * Changing the sign-in address (docs/rules/accounts.md#sign-in-email): `member/email/change/send
 * {password, email}` checks the current password and mails a code to the new address;
 * `member/email/change/verify {code}` makes it the sign-in address and tells the old one.
 */
export const signInEmailChangeRequestSchema = z.object({
  password: z.string().min(1).max(200),
  email,
});
export const signInEmailVerifyRequestSchema = z.object({
  code: z.string().trim().regex(mailedCodePattern),
});

/**
 * `member/email/reminder {company, tel_primary}` (docs/rules/accounts.md#forgot-your-email):
 * mails the sign-in address of the account with this company and phone to that account itself.
 */
export const emailReminderRequestSchema = z.object({
  company: singleLine().trim().min(1).max(200),
  tel_primary: singleLine().trim().min(4).max(30),
});
