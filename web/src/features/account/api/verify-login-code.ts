import { useMutation } from '@tanstack/react-query';
import type { VerifyBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSignedIn } from './sign-in';

/** `POST /api/auth/verify`: two-factor mode, step 2 — the mailed code. */
export const verifyLoginCode = (body: VerifyBody) => callApi('auth/verify', body);

export const useVerifyLoginCode = () =>
  useMutation({ mutationFn: verifyLoginCode, onSuccess: useSignedIn() });
