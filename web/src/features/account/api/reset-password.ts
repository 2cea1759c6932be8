import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** `POST /api/account/password/reset`: the token from the link and the new password. */
export const resetPassword = (body: PasswordResetBody) => callApi('account/password/reset', body);

export const useResetPassword = () => useSendMutation({ mutationFn: resetPassword });

/**
 * `POST /api/account/password/checkToken {token}`: whether the mailed link still works, asked
 * once when the page opens (docs/rules/accounts.md#password-reset-and-change). Not retried: a
 * refused token is the answer, and every try spends the probe budget.
 */
export const useResetLinkCheck = (token: string | null) =>
  useQuery({
    queryKey: ['account', 'resetLink', token],
    queryFn: () => callApi('account/password/checkToken', { token: token ?? '' }),
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
