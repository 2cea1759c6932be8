import type { z } from 'zod';
import type { passwordUpdateBodySchema } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

type PasswordUpdateBody = z.infer<typeof passwordUpdateBodySchema>;

/** `POST /api/account/password/update`: a signed-in member changes the password. */
export const updatePassword = (body: PasswordUpdateBody) =>
  callApi('account/password/update', body);

export const useUpdatePassword = () => useSendMutation({ mutationFn: updatePassword });
