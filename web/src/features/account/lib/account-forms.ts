import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  emailField,
  formMessage,
  matches,
  textField,
  newPasswordField,
  registrationLabel,
  type Language,
} from '@kakehashi/contracts/web';
import { currentPasswordField } from '@/shared/ui/form/current-password-field';

// The small account forms, built from the contracts' field builders so every message is the
// form-message text (docs/rules/accounts.md#form-messages) in the page language. Labels come from
// the contracts' registration labels where the field is the same; the password-change labels are
// ours, in the locale files (`fields.*`), and the forms show the same texts.

/**
 * docs/rules/accounts.md#forgot-your-email: what a buyer who forgot the address still knows —
 * the company and the phone registered (any format; the upstream compares digits).
 */
export const reminderFormSchema = (lang: Language) =>
  z.object({
    company: textField({ lang, label: registrationLabel(lang, 'companyName'), max: 200 }),
    tel: textField(
      { lang, label: registrationLabel(lang, 'phoneNumber'), max: 30 },
      matches(/^[+\d\s().-]{4,}$/, 'invalid'),
    ),
  });
export type ReminderForm = z.infer<ReturnType<typeof reminderFormSchema>>;

/** Email only: the password-reset request. */
export const emailFormSchema = (lang: Language) =>
  z.object({ email: emailField({ lang, label: registrationLabel(lang, 'email') }) });
export type EmailForm = z.infer<ReturnType<typeof emailFormSchema>>;

const newPasswordShape = (lang: Language, t: TFunction) => ({
  newPassword: newPasswordField({ lang, label: t('fields.newPassword') }),
  confirmPassword: z.string(),
});

/** The confirmation must be given and equal the new password. */
const confirmationMatches =
  (lang: Language, t: TFunction) =>
  (values: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    if (values.confirmPassword === '')
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: formMessage(lang, 'required', { label: t('fields.confirmPassword') }),
      });
    else if (values.confirmPassword !== values.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: formMessage(lang, 'mismatch', { label: t('fields.newPassword') }),
      });
  };

/** A new password typed twice (password reset). */
export const newPasswordFormSchema = (lang: Language, t: TFunction) =>
  z.object(newPasswordShape(lang, t)).superRefine(confirmationMatches(lang, t));
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordFormSchema>>;

/** The current password (presence only: it may predate today's rule) and a new one typed twice. */
export const changePasswordFormSchema = (lang: Language, t: TFunction) =>
  z
    .object({
      password: currentPasswordField(lang, t('fields.currentPassword')),
      ...newPasswordShape(lang, t),
    })
    .superRefine(confirmationMatches(lang, t))
    // docs/rules/accounts.md: a new password must differ from the current one.
    .superRefine((values, ctx) => {
      if (values.password !== '' && values.newPassword === values.password)
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: formMessage(lang, 'samePassword', { label: t('fields.newPassword') }),
        });
    });
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
