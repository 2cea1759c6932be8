import {
  clientIdResponseSchema,
  isSuccess,
  upstreamCatalogue,
  type UpstreamName,
} from '@kakehashi/contracts';
import type { UpstreamOutcome } from './upstream-http';

type Mint = () => Promise<UpstreamOutcome>;
export type SharedClientId = () => Promise<
  { ok: true; clientId: string } | { ok: false; outcome: UpstreamOutcome }
>;

/**
 * The client id anonymous reads share (docs/security.md, sessions only when needed): obtained
 * once per instance, single flight — concurrent first callers wait for the same
 * `original/account/id` call — and kept in memory. A failed attempt is not kept, so the next
 * request tries again.
 */
export const createSharedClientId = (mint: Mint): SharedClientId => {
  let flight: ReturnType<SharedClientId> | null = null;
  return () => {
    flight ??= (async () => {
      const outcome = await mint();
      const parsed = clientIdResponseSchema.safeParse(
        outcome.kind === 'response' ? outcome.data : undefined,
      );
      if (outcome.kind === 'response' && isSuccess(outcome.status as string) && parsed.success)
        return { ok: true as const, clientId: parsed.data.client_id };
      flight = null;
      return {
        ok: false as const,
        outcome: outcome.kind === 'failure' ? outcome : { kind: 'failure', reason: 'malformed' },
      } as { ok: false; outcome: UpstreamOutcome };
    })();
    return flight;
  };
};

/**
 * Whether a signed-out visitor needs a client id of their own for a call (and therefore a session):
 * the declaration's `clientId: 'own'` (contracts/src/endpoints) — calls that keep state per
 * visitor under the client id (a guest cart, an order in progress, recently viewed items) or
 * start a sign-in. Everything else uses the shared id.
 */
export const needsOwnClientId = (name: UpstreamName): boolean =>
  upstreamCatalogue[name].clientId === 'own';
