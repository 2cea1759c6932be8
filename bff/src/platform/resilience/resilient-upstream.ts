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

  const send = async (request: UpstreamRequest): Promise<UpstreamOutcome> =>
    localRefusal(request) ?? groups.get(groupOf(request))!.send(request);

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
