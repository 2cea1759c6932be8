import CircuitBreaker from 'opossum';
import type { UpstreamHttp, UpstreamOutcome, UpstreamRequest } from '../upstream/upstream-http';
import { breakerOpenOutcome, isUpstreamTrouble } from './breaker-failure';

export type BreakerState = 'closed' | 'open' | 'half-open';

export type BreakerOptions = {
  name?: string;
  /** Percentage of failed calls in the rolling window that opens the breaker. */
  errorThresholdPercentage?: number;
  /** Calls needed in the window before the breaker may open (no opening on one bad call). */
  volumeThreshold?: number;
  /** How long the breaker stays open before one probe call is let through (half-open). */
  resetTimeoutMs?: number;
  rollingWindowMs?: number;
  /** opossum's own deadline; the upstream client already times out, so this is a backstop. */
  timeoutMs?: number | false;
  onStateChange?: (state: BreakerState) => void;
};

/** Carries a counted outcome through opossum's rejection path without losing it. */
class TroubleOutcome extends Error {
  constructor(readonly outcome: UpstreamOutcome) {
    super('upstream trouble');
  }
}

/**
 * An upstream circuit breaker (opossum) around the upstream client: it opens when too many calls
 * in the window end in 5xx or timeouts (4xx never count), then fails fast with a transport
 * failure (→ fetch-error Result) without touching the upstream, and after `resetTimeoutMs` lets
 * one probe through (half-open): success closes it, failure opens it again.
 */
export const createBreaker = (http: UpstreamHttp, options: BreakerOptions = {}) => {
  const breaker = new CircuitBreaker(
    async (request: UpstreamRequest) => {
      const outcome = await http.send(request);
      if (isUpstreamTrouble(outcome)) throw new TroubleOutcome(outcome);
      return outcome;
    },
    {
      name: options.name ?? 'upstream',
      errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
      volumeThreshold: options.volumeThreshold ?? 10,
      resetTimeout: options.resetTimeoutMs ?? 10_000,
      rollingCountTimeout: options.rollingWindowMs ?? 10_000,
      timeout: options.timeoutMs ?? false,
      // Only the counts of the rolling window decide (failures over fires); nothing reads
      // opossum's latency percentiles or its per-bucket snapshots. Kept on, every call pushed its
      // latency and every second each breaker summed its window and sorted every latency in it
      // (docs/architecture.md#production-and-performance).
      rollingPercentilesEnabled: false,
      enableSnapshots: false,
    },
  );
  const state = (): BreakerState =>
    breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed';
  const announce = () => options.onStateChange?.(state());
  breaker.on('open', announce);
  breaker.on('halfOpen', announce);
  breaker.on('close', announce);

  const send = async (request: UpstreamRequest): Promise<UpstreamOutcome> => {
    try {
      return await breaker.fire(request);
    } catch (error) {
      if (error instanceof TroubleOutcome) return error.outcome;
      const code = (error as { code?: string }).code;
      if (code === 'ETIMEDOUT') return { kind: 'failure', reason: 'timeout' };
      if (code === 'EOPENBREAKER' || code === 'ESHUTDOWN') return breakerOpenOutcome();
      return { kind: 'failure', reason: 'dropped' };
    }
  };

  return {
    send,
    state,
    /** opossum's breaker, for events (metrics) and tests. */
    breaker,
    close: () => {
      breaker.shutdown();
      http.close();
    },
  };
};
export type UpstreamBreaker = ReturnType<typeof createBreaker>;
