import type { Metrics } from '../observability/metrics';
import { withRequestId } from '../observability/request-context';
import type { EndpointResolver } from '../upstream/endpoints';
import type { UpstreamHttp } from '../upstream/upstream-http';
import { createBreaker, type BreakerOptions } from './circuit-breaker';
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
 * The upstream client as the gateway should use it, layered inside out: request id header →
 * latency metric per real call → circuit breaker → capped retries of idempotent reads. The
 * breaker sees every real attempt; a retry never runs against an open breaker.
 */
export const createResilientUpstream = (http: UpstreamHttp, options: ResilientUpstreamOptions) => {
  const tagged = withRequestId(http, options.requestIdHeader);
  const timed = options.metrics ? options.metrics.instrumentUpstream(tagged) : tagged;
  const breaker = createBreaker(timed, {
    ...options.breaker,
    onStateChange: (state) => {
      options.metrics?.setBreakerState(state);
      options.breaker?.onStateChange?.(state);
    },
  });
  options.metrics?.setBreakerState('closed');
  const retried = withRetries(breaker, {
    attempts: options.readAttempts,
    isIdempotent: isIdempotentRead(options.resolve),
  });
  return { send: retried.send, close: breaker.close, breakerState: breaker.state };
};
