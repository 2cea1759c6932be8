import { setTimeout as sleep } from 'node:timers/promises';
import type { UpstreamHttp, UpstreamOutcome, UpstreamRequest } from '../upstream/upstream-http';
import { remainingBudgetMs } from '../observability/request-context';
import { isBreakerRejection, isUpstreamTrouble } from './breaker-failure';

/** Hard ceiling: however configured, a read is tried at most this many times. */
export const maxAttemptsCap = 3;
/** A retry with less time than this left could only end in another timeout. */
const minRetryBudgetMs = 100;

export type RetryOptions = {
  /** Total tries of an idempotent read (1 = no retry); capped at `maxAttemptsCap`. */
  attempts: number;
  isIdempotent: (request: UpstreamRequest) => boolean;
  /** Pause before a retry, doubled each time, with jitter; 0 in tests. */
  backoffMs?: number;
  onRetry?: (request: UpstreamRequest, outcome: UpstreamOutcome, attempt: number) => void;
};

/**
 * Capped retries for idempotent reads only (docs/architecture.md#resilience). A write is never
 * repeated — the upstream may have applied it before the connection dropped, and that includes a
 * reset kept-alive socket (`stale`) — and neither is a call the open breaker refused (retrying
 * would defeat failing fast). 4xx answers are final.
 */
export const withRetries = <H extends Pick<UpstreamHttp, 'send'>>(
  http: H,
  options: RetryOptions,
): H => {
  const attempts = Math.max(1, Math.min(maxAttemptsCap, Math.floor(options.attempts)));
  const backoffMs = options.backoffMs ?? 50;
  const send = async (request: UpstreamRequest): Promise<UpstreamOutcome> => {
    let outcome = await http.send(request);
    if (!options.isIdempotent(request)) return outcome;
    for (let attempt = 2; attempt <= attempts; attempt++) {
      if (!isUpstreamTrouble(outcome) || isBreakerRejection(outcome)) return outcome;
      // Too little of the request's overall deadline is left for another try: answer the
      // failure now rather than a timeout per attempt (docs/security.md).
      if (remainingBudgetMs(request.scope) < minRetryBudgetMs) return outcome;
      options.onRetry?.(request, outcome, attempt);
      // A stale kept-alive socket is our connection's fault, not an overloaded upstream: the
      // next try gets a fresh socket at once.
      const pause = outcome.kind === 'failure' && outcome.reason === 'stale' ? 0 : backoffMs;
      if (pause > 0) await sleep(pause * 2 ** (attempt - 2) * (0.5 + Math.random() / 2));
      outcome = await http.send(request);
    }
    return outcome;
  };
  return { ...http, send };
};
