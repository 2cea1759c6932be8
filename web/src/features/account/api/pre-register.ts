import type { z } from 'zod';
import type { preRegisterBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `POST /api/account/preRegister {email, note}` (docs/rules/accounts.md#pre-registration): mails a
 * link with a sign-up code.
 */
export const preRegister = (body: z.infer<typeof preRegisterBodySchema>) =>
  callApi('account/preRegister', body);

export const usePreRegister = () => useSendMutation({ mutationFn: preRegister });
