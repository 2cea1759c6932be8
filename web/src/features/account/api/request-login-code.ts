import type { SigninBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `POST /api/auth/login`: two-factor mode, step 1 — the code is mailed. */
export const requestLoginCode = (body: SigninBody) => callApi('auth/login', body);

export const useRequestLoginCode = () => useSendMutation({ mutationFn: requestLoginCode });
