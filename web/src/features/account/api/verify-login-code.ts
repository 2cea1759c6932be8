import type { VerifyBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSignedIn } from './sign-in';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `POST /api/auth/verify`: two-factor mode, step 2 — the mailed code. */
export const verifyLoginCode = (body: VerifyBody) => callApi('auth/verify', body);

export const useVerifyLoginCode = () =>
  useSendMutation({ mutationFn: verifyLoginCode, onSuccess: useSignedIn() });
