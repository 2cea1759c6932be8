import type { Metrics } from '../observability/metrics';
import { remainingBudgetMs, withRequestId } from '../observability/request-context';
import type { EndpointResolver } from '../upstream/endpoints';
import type { UpstreamHttp, UpstreamOutcome, UpstreamRequest } from '../upstream/upstream-http';
import { breakerGroupOf, breakerGroups } from './breaker-groups';
import { createBreaker, type BreakerOptions, type BreakerState } from './circuit-breaker';
import { isIdempotentRead } from './idempotent-reads';
import { withRetries } from './retry';

export type ResilientUpstreamOptions = {
  resolve: EndpointResolver;
  /** Total tries of an idempotent read (config UPSTREAM_READ_ATTEMPTS; capped at 3). */
  readAttempts: number;
  breaker?: BreakerOptions;
  metrics?: Metrics;
  /** Header carrying the request id upstream (config UPSTREAM_HEADER_REQUEST_ID). */
  requestIdHeader?: string;
};

/**
 * A request that cannot or must not leave this process: a body JSON cannot serialise, or a
 * browser request whose overall deadline is spent. Decided before any breaker sees the call, so
 * a local failure never counts against one, never closes a half-open one and is never retried
 * (docs/security.md: a crafted body must not open the breaker for everybody).
 */
const localRefusal = (request: UpstreamRequest): UpstreamOutcome | null => {
  if (remainingBudgetMs(request.scope) <= 0) return { kind: 'failure', reason: 'deadline' };
  if (request.method === 'GET') return null;
  try {
    JSON.stringify(request.body ?? {});
    return null;
  } catch {
    return { kind: 'failure', reason: 'local' };
  }
};

/** What a gateway or load balancer in front of the shop service answers when it cannot reach it. */
const gatewayFailures = new Set([502, 503, 504]);

/**
 * A read answered 502, 503 or 504 (its tries spent) is the shop service out of reach, as a refused
 * connection is: a read changed nothing, so the buyer may be told so (E000-521,
 * docs/rules/errors-and-messages.md#status-catalogue). A write keeps its outcome: the upstream
 * behind that gateway may have applied it before the answer was lost, so it is not said to be
 * undone (the fetch-error Result; recorded-send.ts keeps its inbox entry).
 */
const readOutOfReach = (outcome: UpstreamOutcome): UpstreamOutcome =>
  outcome.kind === 'failure' &&
  (outcome.reason === 'server-error' || outcome.reason === 'malformed') &&
  gatewayFailures.has(outcome.httpStatus ?? 0)
    ? { kind: 'failure', reason: 'unreachable', httpStatus: outcome.httpStatus }
    : outcome;

/**
 * The upstream client as the gateway should use it, layered inside out: request id header →
 * latency metric per real call → one circuit breaker per endpoint group (breaker-groups.ts) →
 * capped retries of idempotent reads. A failing catalogue cannot open sign-in's breaker; a retry
 * never runs against an open breaker.
 */
export const createResilientUpstream = (http: UpstreamHttp, options: ResilientUpstreamOptions) => {
  const tagged = withRequestId(http, options.requestIdHeader);
  const timed = options.metrics ? options.metrics.instrumentUpstream(tagged) : tagged;
  const isIdempotent = isIdempotentRead(options.resolve);
  const groupOf = breakerGroupOf(options.resolve);

  const groups = new Map(
    [...breakerGroups(), 'other'].map((group) => {
      const breaker = createBreaker(timed, {
        ...options.breaker,
        name: group,
        onStateChange: (state) => {
          options.metrics?.setBreakerState(state, group);
          options.breaker?.onStateChange?.(state);
        },
      });
      options.metrics?.setBreakerState('closed', group);
      const retried = withRetries(breaker, { attempts: options.readAttempts, isIdempotent });
      return [group, { breaker, send: retried.send }] as const;
    }),
  );

  const send = async (request: UpstreamRequest): Promise<UpstreamOutcome> => {
    const refused = localRefusal(request);
    if (refused) return refused;
    const outcome = await groups.get(groupOf(request))!.send(request);
    return isIdempotent(request) ? readOutOfReach(outcome) : outcome;
  };

  /** Each group's breaker state, for /readyz. */
  const breakerStates = (): Record<string, BreakerState> =>
    Object.fromEntries([...groups].map(([group, { breaker }]) => [group, breaker.state()]));

  return {
    send,
    breakerStates,
    /** The worst state over all groups (open > half-open > closed). */
    breakerState: (): BreakerState => {
      const states = Object.values(breakerStates());
      return states.includes('open')
        ? 'open'
        : states.includes('half-open')
          ? 'half-open'
          : 'closed';
    },
    close: () => {
      for (const { breaker } of groups.values()) breaker.breaker.shutdown();
      http.close();
    },
  };
};
export type ResilientUpstream = ReturnType<typeof createResilientUpstream>;
