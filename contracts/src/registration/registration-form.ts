import { z } from 'zod';
import { emailField, newPasswordField, textField, urlField } from '../validation/fields';
import {
  contactFitsCountry,
  countryAndContactParsed,
  normaliseContact,
} from './contact-by-country';
import { formMessage, type FormMessageKind } from '../validation/messages';
import { registrationLabel, type RegistrationField } from './field-labels';
import { findAreaOfInterest } from './options/areas-of-interest';
import { findCountry } from './options/countries';
import { findJetroOffice } from './options/jetro-offices';
import type { Language } from '../bff/language';

/** Names in the sign-up payload are "First Last" and the upstream takes at most 100 characters. */
export const NAME_PART_MAX = 49;
/** docs/rules/accounts.md#sign-up: three AreasOfInterest. */
export const MAX_AREAS_OF_INTEREST = 3;

const idName = z.object({ id: z.string(), name: z.string() });

/**
 * The registration form of docs/rules/accounts.md#sign-up, consent to the terms and the privacy
 * policy included. A factory per language: every issue's `message` is ready to show in that
 * language (react-hook-form's zodResolver shows it as is) and carries `params.kind`, a
 * FormMessageKind, for callers that prefer keys. Parsed output is normalised: trimmed text; for a
 * buyer in Japan the phone as 10–11 digits and the postal code as 7 digits, for a buyer elsewhere
 * the phone in E.164 and their own postal code
 * (docs/rules/accounts.md#phone-and-postal-code-by-country).
 *
 * Which fields are required is not fixed by the product rules; ours: email, password, both names,
 * company name and address, phone, country, at least one area of interest and both consents. The
 * postal code is optional because some buyers' countries have none.
 */
export const registrationFormSchema = (lang: Language) => {
  const { opts, say } = fieldHelpers(lang);
  return z
    .object({
      email: emailField(opts('email')),
      password: newPasswordField(opts('password')),
      ...buyerDetailsShape(lang),
      signup_code: textField(opts('signup_code', { required: false, max: 100 })),
      termsAccepted: z.boolean().refine((v) => v, say('termsAccepted', 'consent')),
      privacyPolicyAccepted: z.boolean().refine((v) => v, say('privacyPolicyAccepted', 'consent')),
    })
    .superRefine(contactFitsCountry(lang), { when: countryAndContactParsed })
    .overwrite(normaliseContact);
};

const fieldHelpers = (lang: Language) => ({
  opts: (field: RegistrationField, extra: { required?: boolean; max?: number } = {}) => ({
    lang,
    label: registrationLabel(lang, field),
    ...extra,
  }),
  say: (field: RegistrationField, kind: FormMessageKind, max?: number) => ({
    code: 'custom' as const,
    message: formMessage(lang, kind, { label: registrationLabel(lang, field), max }),
    params: { kind },
  }),
});

/**
 * The buyer's details as sign-up asks for them; the profile edits the same fields under the same
 * rules (docs/rules/accounts.md#profile). Phone and postal code are checked against the country
 * by the form that uses this shape (contactFitsCountry), as their rules depend on it.
 */
export const buyerDetailsShape = (lang: Language) => {
  const { opts, say } = fieldHelpers(lang);
  return {
    firstName: textField(opts('firstName', { max: NAME_PART_MAX })),
    lastName: textField(opts('lastName', { max: NAME_PART_MAX })),
    companyName: textField(opts('companyName', { max: 200 })),
    companyAddress: textField(opts('companyAddress', { max: 300 })),
    postalCode: textField(opts('postalCode', { required: false })),
    phoneNumber: textField(opts('phoneNumber')),
    country: z.object({ code: z.string(), name: z.string() }).superRefine((value, ctx) => {
      if (!findCountry(value.code)) ctx.addIssue(say('country', 'selectRequired'));
    }),
    companyWebsite: urlField(opts('companyWebsite', { required: false, max: 500 })),
    AreasOfInterest: z.array(idName).superRefine((areas, ctx) => {
      const ids = areas.map((a) => a.id).filter((id) => id !== '');
      if (ids.length === 0) ctx.addIssue(say('AreasOfInterest', 'selectRequired'));
      else if (ids.length > MAX_AREAS_OF_INTEREST)
        ctx.addIssue(say('AreasOfInterest', 'tooMany', MAX_AREAS_OF_INTEREST));
      else if (new Set(ids).size !== ids.length) ctx.addIssue(say('AreasOfInterest', 'duplicate'));
      else if (!ids.every((id) => findAreaOfInterest(id)))
        ctx.addIssue(say('AreasOfInterest', 'invalid'));
    }),
    JETROOffice: idName.nullable().superRefine((value, ctx) => {
      if (value && value.id !== '' && !findJetroOffice(value.id))
        ctx.addIssue(say('JETROOffice', 'invalid'));
    }),
    introducerName: textField(opts('introducerName', { required: false, max: 100 })),
  };
};

/** The form as the user fills it (react-hook-form values). */
export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchema>>;
/** The form after a successful parse: trimmed and normalised. */
export type RegistrationForm = z.output<ReturnType<typeof registrationFormSchema>>;

/** Empty values for a new form: nothing chosen, nothing agreed. */
export const emptyRegistrationForm = (): RegistrationFormInput => ({
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  companyName: '',
  companyAddress: '',
  postalCode: '',
  phoneNumber: '',
  country: { code: '', name: '' },
  companyWebsite: '',
  AreasOfInterest: [],
  JETROOffice: null,
  introducerName: '',
  signup_code: '',
  termsAccepted: false,
  privacyPolicyAccepted: false,
});
