import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionData, SignedInData, SigninBody, VerifyBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';

/** `POST /api/auth/signin`: password mode (docs/rules/accounts.md#password-sign-in). */
export const signIn = (body: SigninBody) => callApi('auth/signin', body);

/** `POST /api/auth/login`: two-factor mode, step 1 — the code is mailed. */
export const requestLoginCode = (body: SigninBody) => callApi('auth/login', body);

/** `POST /api/auth/verify`: two-factor mode, step 2 — the mailed code. */
export const verifyLoginCode = (body: VerifyBody) => callApi('auth/verify', body);

/**
 * After a successful sign-in the session shows the user at once (so the guard lets the buyer
 * through), member data cached while signed out is dropped, and the session is re-read.
 */
const useSignedIn = () => {
  const client = useQueryClient();
  return async (data: SignedInData) => {
    forgetMemberData(client);
    client.setQueryData<SessionData>(sessionQueryKey, (session) =>
      session ? { ...session, signedIn: true, user: data.user } : session,
    );
    await client.invalidateQueries({ queryKey: sessionQueryKey });
  };
};

export const useSignIn = () => useMutation({ mutationFn: signIn, onSuccess: useSignedIn() });
export const useRequestLoginCode = () => useMutation({ mutationFn: requestLoginCode });
export const useVerifyLoginCode = () =>
  useMutation({ mutationFn: verifyLoginCode, onSuccess: useSignedIn() });
