import type { z } from 'zod';
import type { resetMailBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

type ResetMailBody = z.infer<typeof resetMailBodySchema>;

/**
 * `POST /api/account/password/resetMail`: mails a reset link
 * (docs/rules/accounts.md#password-reset-and-change).
 */
export const requestResetMail = (body: ResetMailBody) =>
  callApi('account/password/resetMail', body);

export const useRequestResetMail = () => useSendMutation({ mutationFn: requestResetMail });
