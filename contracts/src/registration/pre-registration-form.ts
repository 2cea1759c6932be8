import { z } from 'zod';
import { emailField, textField } from '../validation/fields';
import type { Language } from '../bff/language';
import { registrationLabel } from './field-labels';

/** Longest pre-registration note; the same bound as the BFF's preRegister body. */
export const PRE_REGISTRATION_NOTE_MAX = 1000;

/**
 * pre-registration form {email, note} (docs/rules/accounts.md#pre-registration): email required,
 * note optional. Messages in the given language, as `registrationFormSchema`.
 */
export const preRegistrationFormSchema = (lang: Language) =>
  z.object({
    email: emailField({ lang, label: registrationLabel(lang, 'email') }),
    note: textField({
      lang,
      label: registrationLabel(lang, 'note'),
      required: false,
      max: PRE_REGISTRATION_NOTE_MAX,
    }),
  });
export type PreRegistrationForm = z.infer<ReturnType<typeof preRegistrationFormSchema>>;
