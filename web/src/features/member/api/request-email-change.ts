import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * docs/rules/accounts.md#sign-in-email: the current password proves the buyer, and a code is
 * mailed to the new address.
 */
export const requestEmailChange = (body: { currentPassword: string; newEmail: string }) =>
  callApi('account/email/change', body);

export const useRequestEmailChange = () => useSendMutation({ mutationFn: requestEmailChange });
