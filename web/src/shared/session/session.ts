import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getSession } from './api/get-session';

export const sessionQueryKey = ['session'] as const;

/**
 * The browser's view of the BFF session (docs/architecture.md#sessions-and-tokens: never a token,
 * only this).
 */
export const useSession = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });

/** Re-reads the session after sign-in, sign-out or an expiry. */
export const useRefreshSession = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
};

/** Queries kept when the session changes hands: the session itself, and the site settings, which
 * are the same for every buyer (the BFF caches them shared), so a sign-out does not ask again. */
const keptAcrossIdentities = new Set<unknown>([sessionQueryKey[0], 'site']);

/** Member data cached under another identity is dropped whenever the session changes hands. */
export const forgetMemberData = (client: QueryClient): void =>
  client.removeQueries({ predicate: (query) => !keptAcrossIdentities.has(query.queryKey[0]) });
