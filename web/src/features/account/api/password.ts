import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  passwordResetBodySchema,
  passwordUpdateBodySchema,
  reminderBodySchema,
  resetMailBodySchema,
} from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

type ResetMailBody = z.infer<typeof resetMailBodySchema>;
type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;
type PasswordUpdateBody = z.infer<typeof passwordUpdateBodySchema>;
type ReminderBody = z.infer<typeof reminderBodySchema>;

/**
 * `POST /api/account/password/resetMail`: mails a reset link
 * (docs/rules/accounts.md#password-reset-and-change).
 */
export const requestResetMail = (body: ResetMailBody) =>
  callApi('account/password/resetMail', body);

/** `POST /api/account/password/reset`: the token from the link and the new password. */
export const resetPassword = (body: PasswordResetBody) => callApi('account/password/reset', body);

/** `POST /api/account/password/update`: a signed-in member changes the password. */
export const updatePassword = (body: PasswordUpdateBody) =>
  callApi('account/password/update', body);

/** `POST /api/account/reminder`: mails the account reminder. */
export const sendReminder = (body: ReminderBody) => callApi('account/reminder', body);

export const useRequestResetMail = () => useMutation({ mutationFn: requestResetMail });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
export const useSendReminder = () => useMutation({ mutationFn: sendReminder });
