import { StatusCode, upstreamCatalogue, type UpstreamName } from '@kakehashi/contracts';
import type { Clock } from '../clock';
import type { Config } from '../config/config';
import type { RequestScope } from '../observability/request-context';
import type { Exclusive } from '../store/exclusive';
import type { SessionPort } from '../session/session-port';
import type { SessionRecord } from '../session/session-record';
import { createClientIdBootstrap } from './client-id';
import { createSharedClientId, needsOwnClientId } from './shared-client-id';
import type { EndpointResolver } from './endpoints';
import { adapterHooks } from '../config/upstream-adapter';
import { createTokenRefresher } from './token-refresh';
import type { UpstreamHttp, UpstreamOutcome } from './upstream-http';
import { UpstreamCaller } from './upstream-interceptors';

/**
 * Every upstream call of the BFF goes through `call`: client-id bootstrap, proactive refresh,
 * credential headers from the session only, and E000-006 → session destroyed
 * (docs/rules/errors-and-messages.md#session-ended).
 */
export const createUpstreamGateway = (deps: {
  config: Config;
  http: UpstreamHttp;
  resolve: EndpointResolver;
  exclusive: Exclusive;
  clock: Clock;
  onCall?: (name: UpstreamName, outcome: UpstreamOutcome) => void;
  /** An UPSTREAM_ADAPTER function threw: logged, and the call answers the fetch-error Result. */
  onAdapterError?: (name: UpstreamName, stage: 'request' | 'answer', error: unknown) => void;
}) => {
  const { config } = deps;
  // docs/integrators.md#adapting-an-upstream-that-differs: the one place an upstream that differs
  // is translated — after the contract checked the request, before anything reads the answer.
  // Without one, nothing is looked up at all.
  const adapter = config.upstream.adapter ? adapterHooks(config.upstream.adapter) : undefined;
  const send = async (
    name: UpstreamName,
    record: SessionRecord | null,
    body: unknown,
    language: SessionPort['language'] = 'en',
    recall = false,
    scope?: RequestScope,
  ): Promise<UpstreamOutcome> => {
    const endpoint = deps.resolve(name);
    const request = adapter?.request(name, body);
    if (request && !request.ok) {
      deps.onAdapterError?.(name, 'request', request.error);
      // Never sent. Not `local` (a 400 blaming the buyer's body): the fault is this deployment's.
      return { kind: 'failure', reason: 'malformed' };
    }
    const outcome = await deps.http.send({
      method: endpoint.method,
      path: endpoint.path,
      headers: {},
      // The credential headers are added by the client's interceptor (upstream-interceptors.ts).
      caller: new UpstreamCaller(record, language),
      body: request ? request.value : body,
      // Only a read, and only an answer no adapter rewrites, shares its parse
      // (docs/architecture.md#recalled-answers).
      recall: recall && !adapter && upstreamCatalogue[name].retry === 'safe',
      scope,
    });
    deps.onCall?.(name, outcome);
    // Only a success's data has a contract (the catalogue's `response`); refusals pass as they are.
    if (!adapter || outcome.kind !== 'response') return outcome;
    const status = statusList(outcome.status);
    if (!status.includes(StatusCode.success)) return outcome;
    const answer = adapter.answer(name, outcome.data, status);
    if (!answer) return outcome;
    if (!answer.ok) {
      deps.onAdapterError?.(name, 'answer', answer.error);
      return { kind: 'failure', reason: 'malformed', httpStatus: outcome.httpStatus };
    }
    // A new outcome: the upstream's own bytes (plainEnvelopeBytes) are never served in its place.
    return { ...outcome, data: answer.value };
  };
  // The lock outlives the slowest upstream exchange (config refuses a shorter one).
  const lockTtlMs = config.session.refreshLockTtlMs;
  const bootstrap = createClientIdBootstrap(deps.exclusive, lockTtlMs, (name, record, scope) =>
    send(name, record, {}, undefined, false, scope),
  );
  // Shared by every request of the process: no one request's id or deadline is its own (the
  // call's own timeout bounds it).
  const sharedClientId = createSharedClientId(() => send('original/account/id', null, {}));
  const refresh = createTokenRefresher({
    exclusive: deps.exclusive,
    clock: deps.clock,
    skewMs: config.session.refreshSkewMs,
    lockTtlMs,
    send: (name, record, body, scope) => send(name, record, body, undefined, false, scope),
  });

  /**
   * `anonymous` sends the client id but no member tokens: shared cached reads must not be
   * answerable with member-specific data, so the upstream never learns who asked. `recall`: the
   * caller never changes the outcome, so a read's byte-identical answers may share one
   * (upstream-http.ts).
   */
  const call = async (
    port: SessionPort,
    name: UpstreamName,
    body: unknown,
    options: { anonymous?: boolean; recall?: boolean } = {},
  ): Promise<UpstreamOutcome> => {
    const current = port.current();
    // docs/security.md: a signed-out visitor's call creates no session unless the upstream keeps
    // something for them; it carries the instance's shared client id.
    const signedOut = !current?.tokens;
    if (signedOut && !current?.clientId && (options.anonymous || !needsOwnClientId(name))) {
      const shared = await sharedClientId();
      if (!shared.ok) return shared.outcome;
      const visitor = current ?? { createdAt: deps.clock.now(), language: port.language };
      return send(
        name,
        { ...visitor, clientId: shared.clientId },
        body,
        port.language,
        options.recall,
        port.scope,
      );
    }
    const withClient = await bootstrap(port);
    if (!withClient.ok) return withClient.outcome;
    if (options.anonymous) {
      const { tokens: _tokens, ...anonymous } = withClient.record;
      return send(name, anonymous, body, port.language, options.recall, port.scope);
    }
    const fresh = await refresh(port);
    if (!fresh.ok) return fresh.outcome;
    const outcome = await send(name, fresh.record, body, port.language, options.recall, port.scope);
    if (
      outcome.kind === 'response' &&
      statusList(outcome.status).includes(StatusCode.sessionInvalid)
    ) {
      await port.invalidate();
    }
    return outcome;
  };

  return { call };
};
export type UpstreamGateway = ReturnType<typeof createUpstreamGateway>;

export const statusList = (status: string | string[] | undefined): string[] =>
  status === undefined ? [] : Array.isArray(status) ? status : [status];
