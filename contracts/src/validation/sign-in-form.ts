import { z } from 'zod';
import { formMessage } from './messages';
import { EMAIL_MAX_LENGTH } from './patterns';
import type { Language } from '../bff/language';

/**
 * The sign-in form: email and password (docs/rules/accounts.md#password-sign-in). Its two messages
 * are fixed: 'Error：Email is required.' and 'Error：Password is required.'. Only presence is
 * checked: any other mistake is answered after the call with 'The email or password is incorrect.',
 * and an existing password may predate today's password rule.
 */
export const signInFormSchema = (lang: Language) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, { error: formMessage(lang, 'emailRequired') })
      .max(EMAIL_MAX_LENGTH, { error: formMessage(lang, 'credentialsIncorrect') }),
    password: z.string().min(1, { error: formMessage(lang, 'passwordRequired') }),
  });
export type SignInForm = z.infer<ReturnType<typeof signInFormSchema>>;
