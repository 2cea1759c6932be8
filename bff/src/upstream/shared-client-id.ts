import { clientIdResponseSchema, isSuccess } from '@kakehashi/contracts';
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
 * Upstream names that keep state per visitor under the client id (a guest cart, an order in
 * progress, recently viewed items) or start a sign-in: a signed-out visitor needs a client id
 * and therefore a session of their own for these. Everything else uses the shared id.
 */
export const needsOwnClientId = (name: string): boolean =>
  /^(cart\/|order\/|viewedItems\/|account\/signin$|auth\/user\/)/.test(name);
