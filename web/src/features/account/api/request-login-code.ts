import { useMutation } from '@tanstack/react-query';
import type { SigninBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

/** `POST /api/auth/login`: two-factor mode, step 1 — the code is mailed. */
export const requestLoginCode = (body: SigninBody) => callApi('auth/login', body);

export const useRequestLoginCode = () => useMutation({ mutationFn: requestLoginCode });
