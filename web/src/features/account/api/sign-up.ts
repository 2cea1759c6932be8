import type { RegistrationForm } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/**
 * `POST /api/account/signup`: the parsed registration form (consents included); the BFF checks it
 * with the same contracts schema and maps it to the sign-up payload
 * (docs/rules/accounts.md#sign-up-payload).
 */
export const signUp = (form: RegistrationForm) => callApi('account/signup', form);

export const useSignUp = () => useSendMutation({ mutationFn: signUp });
