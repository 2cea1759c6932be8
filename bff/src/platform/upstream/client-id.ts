import { clientIdResponseSchema, isSuccess } from '@kakehashi/contracts';
import type { Exclusive } from '../store/exclusive';
import type { RequestScope } from '../observability/request-context';
import type { SessionPort } from '../session/session-port';
import type { SessionRecord } from '../session/session-record';
import type { UpstreamOutcome } from './upstream-http';

type Send = (
  name: 'original/account/id',
  record: SessionRecord | null,
  scope: RequestScope | undefined,
) => Promise<UpstreamOutcome>;

/**
 * docs/architecture.md#sessions-and-tokens: the first upstream call of a session without a client
 * id obtains one (`original/account/id`), exactly once even under concurrent requests and several
 * instances. Returns the session to call with, or the failed outcome.
 */
export const createClientIdBootstrap =
  (exclusive: Exclusive, lockTtlMs: number, send: Send) =>
  async (
    port: SessionPort,
  ): Promise<{ ok: true; record: SessionRecord } | { ok: false; outcome: UpstreamOutcome }> => {
    const current = port.current();
    if (current?.clientId) return { ok: true, record: current };
    // The session must exist to be locked on: create it (no client id yet) if needed.
    if (!port.id) await port.update((r) => r);
    const result = await exclusive(`client-id:${port.id}`, lockTtlMs, async () => {
      const fresh = await port.reload();
      if (fresh?.clientId) return { ok: true as const };
      const outcome = await send('original/account/id', fresh, port.scope);
      const parsed = clientIdResponseSchema.safeParse(
        outcome.kind === 'response' ? outcome.data : undefined,
      );
      if (outcome.kind !== 'response' || !isSuccess(outcome.status as string) || !parsed.success)
        return { ok: false as const, outcome };
      await port.update((r) => ({ ...r, clientId: parsed.data.client_id }));
      return { ok: true as const };
    });
    if (!result.ok) return result;
    // Requests that shared the flight read the stored client id for themselves.
    const record = port.current()?.clientId ? port.current() : await port.reload();
    return record?.clientId
      ? { ok: true, record }
      : { ok: false, outcome: { kind: 'failure', reason: 'malformed' } };
  };
