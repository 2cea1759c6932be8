import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/shared/lib/api-client';

/** What a pre-registration's sign-up code stands for. */
export type SignupCodeData = { email: string; note?: string };

/** `POST /api/account/signupCode {signUpCode}`: the address the mailed code was issued to. */
export const readSignupCode = (signUpCode: string) => callApi('account/signupCode', { signUpCode });

/** Looks the code up once; no code, no call. */
export const useSignupCode = (signUpCode: string | null) =>
  useQuery({
    queryKey: ['account', 'signupCode', signUpCode],
    queryFn: () => readSignupCode(signUpCode ?? ''),
    enabled: Boolean(signUpCode),
    staleTime: Infinity,
  });
