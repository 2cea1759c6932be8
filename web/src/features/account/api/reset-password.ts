import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** `POST /api/account/password/reset`: the token from the link and the new password. */
export const resetPassword = (body: PasswordResetBody) => callApi('account/password/reset', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
