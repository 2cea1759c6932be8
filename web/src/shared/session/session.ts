import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionData } from '@kakehashi/contracts';
import { api } from '@/shared/lib/api-client';

export const sessionQueryKey = ['session'] as const;

export const fetchSession = () => api.get<SessionData>('/session');

/** The browser's view of the BFF session (DESIGN principle 1: never a token, only this). */
export const useSession = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 });

/** Re-reads the session after sign-in, sign-out or an expiry. */
export const useRefreshSession = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionQueryKey });
};
