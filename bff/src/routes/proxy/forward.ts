import { StatusCode, type ProxiedApiName } from '@kakehashi/contracts';
import type { CachedCall } from '../../platform/cache/cached-call';
import type { CachePolicy } from '../../platform/cache/read-cache';
import { createAnswerMemo, type AnswerMemo } from '../../platform/cache/serialised-answer';
import type { RouteContext } from '../../platform/api/api-router';
import type { Answer, ResultMapper } from '../../platform/api/result-mapper';
import { resultBytes } from '../../platform/http/result-writer';
import { isRecalled } from '../../platform/upstream/answer-recall';
import type { UpstreamGateway } from '../../platform/upstream/upstream-gateway';
import { plainEnvelopeBytes, type UpstreamOutcome } from '../../platform/upstream/upstream-http';
import { proxyAllowlist } from './allowlist';
import { checkAnswer, sameJson } from './answer-check';

/** What a route's own handler adds around a forwarded call (the checkout's, bff/src/routes/checkout). */
export type ForwardSteps = {
  /** Runs the upstream call, e.g. one commit per session at a time. */
  around?: (call: () => Promise<UpstreamOutcome>) => Promise<UpstreamOutcome>;
  /** After the upstream answered, before the answer is read: keeps what the BFF needs of it. */
  after?: (outcome: UpstreamOutcome) => Promise<void>;
  /** What the browser sees of a success's data (order answers lose their secrets). */
  view?: (data: unknown) => unknown;
};
export type Forward = (
  name: ProxiedApiName,
  context: Pick<RouteContext<ProxiedApiName>, 'session' | 'res'>,
  body: unknown,
  steps?: ForwardSteps,
) => Promise<Answer>;

/**
 * Forwards one proxied route to its upstream call: cache → gateway → map → check
 * (docs/architecture.md#proxy). It knows no endpoint by name: what differs between routes is
 * their declaration (cache policy, contract) and the steps a route's own handler passes. The
 * answer's `data` is checked against the route's contract, so the web can trust the shape it is
 * typed with.
 */
export const createForward = (deps: {
  gateway: UpstreamGateway;
  cachedCall: CachedCall;
  results: ResultMapper;
  cachePolicy: CachePolicy;
  /** Told when an upstream answer breaks its contract (logged, counted, /readyz degraded). */
  onContractBreach?: (name: string, issues: unknown) => void;
  /** Told when an upstream answer keeps its contract (the endpoint is no longer degraded). */
  onContractKept?: (name: string) => void;
  /** The serialised cached answers, shared with the held read (cache/held-read.ts). */
  answers?: AnswerMemo;
}): Forward => {
  // A cached answer is the same object on every hit: check it against its route's contract and
  // write it out once (the profile showed zod re-walking whole category trees and JSON.stringify
  // of them on every cached read); later hits reuse its bytes and ETag.
  const serialised = deps.answers ?? createAnswerMemo();
  // A recalled outcome is the one object every byte-identical answer of its read gets
  // (docs/architecture.md#recalled-answers): its checked answer, written out, is kept beside it
  // and goes when the recall lets the outcome go. Only the forward's own answers (no route steps)
  // are kept, so one outcome only ever meets one contract.
  const checkedAnswers = new WeakMap<UpstreamOutcome, Answer & { bytes: Buffer }>();
  const contractBreach = async (language: Parameters<ResultMapper['own']>[1]): Promise<Answer> =>
    deps.results.own(StatusCode.contractBreach, language, {}, 502);

  return async (name, { session, res }, body, steps = {}) => {
    const entry = proxyAllowlist.get(name)!;
    // Bounded route label for /metrics: the allowlisted name, never the raw URL.
    res.locals.metricsRoute = `/api/${name}`;
    // A read the route adds nothing to may share its parse with byte-identical answers.
    const recall = !steps.around && !steps.after && !steps.view;
    const call = async () => {
      const outcome =
        entry.cache === 'shared'
          ? await deps.cachedCall(session, entry.upstream, body, deps.cachePolicy)
          : await deps.gateway.call(session, entry.upstream, body, { recall });
      await steps.after?.(outcome);
      return outcome;
    };
    const outcome = steps.around ? await steps.around(call) : await call();
    const shared = entry.cache === 'shared' ? outcome : undefined;
    const kept = shared && serialised.get(shared);
    if (kept) return kept;
    const checkedBefore = recall && checkedAnswers.get(outcome);
    if (checkedBefore) {
      deps.onContractKept?.(name);
      return { ...checkedBefore, result: { ...checkedBefore.result } };
    }
    const mapped = await deps.results.fromOutcome(session, outcome);
    const { result } = mapped;
    if (result.status !== StatusCode.success) return mapped;
    const data = steps.view ? steps.view(result.data) : result.data;
    result.data = data;
    // The browser gets the contract's shape: keys the contract does not name are stripped.
    const checked = checkAnswer(entry.data, data);
    if (!checked.ok) {
      deps.onContractBreach?.(name, checked.issues);
      return contractBreach(session.language);
    }
    deps.onContractKept?.(name);
    result.data = checked.data;
    if (shared) return serialised.keep(shared, mapped);
    // The upstream's `{ status, data }` bytes are this very Result when the check changed nothing:
    // sent as they came, not stringified again (the order answers' browser view is a new object
    // and is written out).
    const bytes =
      data === outcome.data && outcome.kind === 'response'
        ? plainEnvelopeBytes(outcome)
        : undefined;
    const answer = bytes && sameJson(checked.data, data) ? { ...mapped, bytes } : mapped;
    if (!recall || !isRecalled(outcome)) return answer;
    const written = { ...answer, bytes: answer.bytes ?? resultBytes(answer.result) };
    checkedAnswers.set(outcome, written);
    return written;
  };
};
