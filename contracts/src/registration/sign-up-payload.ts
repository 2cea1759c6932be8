import { z } from 'zod';
import { signUpRequestSchema } from '../upstream/member';
import { normalisePhone, normaliseZip } from '../validation/normalise';
import type { RegistrationForm } from './registration-form';

/**
 * The sign-up payload (docs/rules/accounts.md#sign-up-payload). It is the upstream catalogue's
 * `signUpRequestSchema` (one source of truth) with the two fixed flags: register_no_password false
 * and request_access_token false.
 */
export const signUpPayloadSchema = signUpRequestSchema.extend({
  register_no_password: z.literal(false),
  request_access_token: z.literal(false),
});
export type SignUpPayload = z.infer<typeof signUpPayloadSchema>;

/**
 * Maps a parsed registration form to the sign-up payload (docs/rules/accounts.md#sign-up-payload).
 * - name: "First Last" — given name first, one space, as buyers abroad write it; the form keeps
 *   the parts apart, so nothing is lost.
 * - buyer_country: the ISO code, not the display name, so it reads the same in either language.
 * - interest_category_1..3, buyer_introduced_office: option ids ('' when not chosen).
 * - phone and zip are normalised again so an unparsed form cannot send hyphens.
 */
export const toSignUpPayload = (form: RegistrationForm): SignUpPayload => {
  const interests = form.AreasOfInterest.map((a) => a.id).filter((id) => id !== '');
  return {
    email: form.email.trim(),
    password: form.password,
    name: [form.firstName.trim(), form.lastName.trim()].filter(Boolean).join(' '),
    company: form.companyName.trim(),
    tel_primary: normalisePhone(form.phoneNumber) ?? form.phoneNumber,
    custom: { address: form.companyAddress.trim() },
    zip: form.postalCode.trim() === '' ? '' : (normaliseZip(form.postalCode) ?? form.postalCode),
    buyer_country: form.country.code,
    buyer_website_url: form.companyWebsite.trim(),
    interest_category_1: interests[0] ?? '',
    interest_category_2: interests[1] ?? '',
    interest_category_3: interests[2] ?? '',
    buyer_introduced_office: form.JETROOffice?.id ?? '',
    buyer_introduced_staff: form.introducerName.trim(),
    register_no_password: false,
    request_access_token: false,
    signup_code: form.signup_code.trim(),
  };
};
