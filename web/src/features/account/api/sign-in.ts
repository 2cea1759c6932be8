import { useQueryClient } from '@tanstack/react-query';
import type { SessionData, SignedInData, SigninBody } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';
import { unparkCart } from '@/shared/cart/member-cart';
import { useSendMutation } from '@/shared/lib/use-send-mutation';

/** `POST /api/auth/signin`: password mode (docs/rules/accounts.md#password-sign-in). */
export const signIn = (body: SigninBody) => callApi('auth/signin', body);

/**
 * After a successful sign-in the session shows the user at once (so the guard lets the buyer
 * through), member data cached while signed out is dropped, and the session is re-read. The
 * member's cart parked at sign-out comes back first, so the header counts it
 * (docs/rules/cart-and-checkout.md#a-members-cart).
 */
export const useSignedIn = () => {
  const client = useQueryClient();
  return async (data: SignedInData) => {
    await unparkCart();
    forgetMemberData(client);
    client.setQueryData<SessionData>(sessionQueryKey, (session) =>
      session ? { ...session, signedIn: true, user: data.user } : session,
    );
    await client.invalidateQueries({ queryKey: sessionQueryKey });
  };
};

export const useSignIn = () => useSendMutation({ mutationFn: signIn, onSuccess: useSignedIn() });
