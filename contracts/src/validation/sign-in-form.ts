import { z } from 'zod';
import { formMessage } from './messages';
import { EMAIL_MAX_LENGTH, emailPattern } from './patterns';
import type { Language } from '../bff/language';
import { registrationLabel } from '../registration/field-labels';

/**
 * The sign-in form: email and password (docs/rules/accounts.md#password-sign-in). Its two presence
 * messages are fixed: 'Error：Email is required.' and 'Error：Password is required.'. An email that
 * is not a whole address ("buyer@example") is said in place with the project's email message, as
 * the gateway would refuse it anyway with a banner that names no field. The password is only
 * checked for presence: an existing one may predate today's password rule, and any other mistake is
 * answered after the call with 'The email or password is incorrect.'.
 */
export const signInFormSchema = (lang: Language) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: formMessage(lang, 'emailRequired'), abort: true })
      .max(EMAIL_MAX_LENGTH, { error: formMessage(lang, 'credentialsIncorrect'), abort: true })
      .regex(emailPattern, {
        error: formMessage(lang, 'email', { label: registrationLabel(lang, 'email') }),
      }),
    password: z.string().min(1, { error: formMessage(lang, 'passwordRequired') }),
  });
export type SignInForm = z.infer<ReturnType<typeof signInFormSchema>>;
