import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionData } from '@kakehashi/contracts/web';
import { memberOnlyCode, sessionInvalidCode } from '@/shared/lib/first-page-status';
import { onApiError } from '@/shared/lib/api-client';
import { loginLinkFor } from '@/shared/session/login-link';
import { forgetMemberData, sessionQueryKey } from '@/shared/session/session';
import { setLoginNotice, type LoginNotice } from '@/shared/session/login-notice';

/**
 * docs/rules/errors-and-messages.md#session-ended: E000-006 from any call means the session is gone
 * — forget cached member data and go to login with a notice and the way back. E028-901 (member-only
 * while signed out) does the same.
 */
export function SessionEvents() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(
    () =>
      onApiError((error) => {
        const notice: LoginNotice | null =
          error.status === sessionInvalidCode
            ? 'sessionExpired'
            : error.status === memberOnlyCode
              ? 'signInRequired'
              : null;
        if (!notice || location.pathname === '/account/login') return;
        setLoginNotice(notice);
        // Signed out at once (the BFF has destroyed the session), so no page trusts stale data.
        client.setQueryData<SessionData>(sessionQueryKey, (session) =>
          session ? { ...session, signedIn: false, user: null } : session,
        );
        forgetMemberData(client);
        void client.invalidateQueries({ queryKey: sessionQueryKey });
        navigate(loginLinkFor(here));
      }),
    [navigate, client, here, location.pathname],
  );

  return null;
}
