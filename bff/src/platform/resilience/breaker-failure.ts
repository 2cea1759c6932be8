import type { UpstreamOutcome } from '../upstream/upstream-http';

/**
 * docs/security.md#local-failures-and-circuit-breakers: the breaker counts upstream trouble — 5xx, timeouts, refused or dropped
 * connections — and never a 4xx: a refused request says nothing about the upstream's health.
 * A malformed body counts only when it came with a 5xx (a 4xx HTML error page is still a 4xx).
 */
export const isUpstreamTrouble = (outcome: UpstreamOutcome): boolean => {
  if (outcome.kind === 'response') return outcome.httpStatus >= 500;
  // Raised here, not upstream (docs/security.md): says nothing about the upstream's health.
  if (outcome.reason === 'local' || outcome.reason === 'deadline' || outcome.reason === 'busy')
    return false;
  if (outcome.reason === 'malformed') return (outcome.httpStatus ?? 500) >= 500;
  return true;
};

const rejectedByBreaker = new WeakSet<UpstreamOutcome>();

/** The fast failure of an open breaker: a transport failure (→ the fetch-error Result, 502). */
export const breakerOpenOutcome = (): UpstreamOutcome => {
  const outcome: UpstreamOutcome = { kind: 'failure', reason: 'unreachable' };
  rejectedByBreaker.add(outcome);
  return outcome;
};

/** True for an outcome the breaker produced without calling the upstream (never retried). */
export const isBreakerRejection = (outcome: UpstreamOutcome): boolean =>
  rejectedByBreaker.has(outcome);
