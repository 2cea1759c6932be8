import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionData } from '@kakehashi/contracts/web';
import { callApi } from '@/shared/lib/api-client';

export const sessionQueryKey = ['session'] as const;

const fetchSession = () => callApi('session');

/**
 * The browser's view of the BFF session (docs/architecture.md#sessions-and-tokens: never a token,
 * only this).
 */
export const useSession = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });

/** Re-reads the session after sign-in, sign-out or an expiry. */
export const useRefreshSession = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
};

/** Member data cached under another identity is dropped whenever the session changes hands. */
export const forgetMemberData = (client: QueryClient): void =>
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });

/**
 * The session marked signed out in the browser at once, before the BFF is asked again: no page
 * trusts member data of a session that has ended (sign-out, or the BFF saying it is gone).
 */
export const markSignedOut = (client: QueryClient): void =>
  void client.setQueryData<SessionData>(sessionQueryKey, (session) =>
    session ? { ...session, signedIn: false, user: null } : session,
  );
