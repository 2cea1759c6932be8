import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SessionData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';
import { rememberCartCode } from '@/shared/cart/cart-store';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';
import { setLoginNotice } from '@/shared/session/login-notice';

/** `POST /api/auth/signout`: afterwards the browser is signed out whatever the upstream said. */
export const signOut = () => callApi('auth/signout');

/**
 * Signs out and lands on the login page, which says so. The order matters: the session is marked
 * signed out and the member page left (committed at once) before member data is dropped; dropped
 * while a member page is still mounted, its queries would be asked again of a session that is gone
 * and answer 401. The notice is set first: the member guard sees the signed-out session in the same
 * moment and, told the buyer left on purpose, sends them to the same plain login page.
 */
export const useSignOut = () => {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      setLoginNotice('signedOut');
      client.setQueryData<SessionData>(sessionQueryKey, (session) =>
        session ? { ...session, signedIn: false, user: null } : session,
      );
      await navigate('/account/login', { replace: true, flushSync: true });
      // The member's cart leaves with them, parked for their next sign-in
      // (docs/rules/cart-and-checkout.md#a-members-cart).
      rememberCartCode(null);
      forgetMemberData(client);
      await client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
};
