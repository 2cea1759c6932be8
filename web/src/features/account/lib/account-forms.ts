import { z } from 'zod';
import {
  emailField,
  formMessage,
  newPasswordField,
  registrationLabel,
  type FormLanguage,
} from '@kakehashi/contracts/web';

// The small account forms, built from the contracts' field builders so every message is the
// form-message text (docs/rules/accounts.md#form-messages) in the page language. Labels come from
// the contracts' registration labels where the field is the same; the password-change labels are
// ours.

const labels = {
  currentPassword: { en: 'Current password', jp: '現在のパスワード' },
  newPassword: { en: 'New password', jp: '新しいパスワード' },
  confirmPassword: { en: 'New password (confirmation)', jp: '新しいパスワード（確認用）' },
} as const;

export const accountLabel = (lang: FormLanguage, field: keyof typeof labels): string =>
  labels[field][lang];

/** Email only: password-reset request and the reminder. */
export const emailFormSchema = (lang: FormLanguage) =>
  z.object({ email: emailField({ lang, label: registrationLabel(lang, 'email') }) });
export type EmailForm = z.infer<ReturnType<typeof emailFormSchema>>;

const newPasswordShape = (lang: FormLanguage) => ({
  newPassword: newPasswordField({ lang, label: accountLabel(lang, 'newPassword') }),
  confirmPassword: z.string(),
});

/** The confirmation must be given and equal the new password. */
const confirmationMatches =
  (lang: FormLanguage) =>
  (values: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    if (values.confirmPassword === '')
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: formMessage(lang, 'required', { label: accountLabel(lang, 'confirmPassword') }),
      });
    else if (values.confirmPassword !== values.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: formMessage(lang, 'mismatch', { label: accountLabel(lang, 'newPassword') }),
      });
  };

/** A new password typed twice (password reset). */
export const newPasswordFormSchema = (lang: FormLanguage) =>
  z.object(newPasswordShape(lang)).superRefine(confirmationMatches(lang));
export type NewPasswordForm = z.infer<ReturnType<typeof newPasswordFormSchema>>;

/** The current password (presence only: it may predate today's rule) and a new one typed twice. */
export const changePasswordFormSchema = (lang: FormLanguage) =>
  z
    .object({
      password: z.string().min(1, {
        error: formMessage(lang, 'required', { label: accountLabel(lang, 'currentPassword') }),
      }),
      ...newPasswordShape(lang),
    })
    .superRefine(confirmationMatches(lang));
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;
