import type { ClientRequest } from 'node:http';
import type { Readable } from 'node:stream';
import { isAxiosError } from 'axios';
import { isSuccess } from '@kakehashi/contracts';
import type { Config } from '../config/config';
import { remainingBudgetMs, type RequestScope } from '../observability/request-context';
import { createAnswerBudget, readAnswer } from './answer-budget';
import { createAnswerRecall } from './answer-recall';
import { connectTimeoutCode, createUpstreamClient, maxUpstreamBytes } from './upstream-client';
import type { UpstreamCaller } from './upstream-interceptors';

/** What one upstream exchange produced: a parsed envelope, or a transport failure as a value. */
export type UpstreamOutcome =
  | { kind: 'response'; httpStatus: number; status: string | string[] | undefined; data: unknown }
  | {
      kind: 'failure';
      /**
       * `local`: the request could not even be built here (e.g. a body JSON.stringify refuses);
       * `deadline`: the browser request's overall budget was spent before this call was sent.
       * Neither touched the upstream, so neither counts against a breaker or is retried.
       * `busy`: the process-wide budget of answer bytes in flight was spent (answer-budget.ts):
       * the call was not sent, or its answer was left unread. This process's load, not the
       * upstream's health: no breaker, no retry (503).
       * `stale`: a reused kept-alive socket was reset before any answer. Usually the upstream
       * closed it while idle and never read the request, but an upstream that read it and then
       * crashed resets it the same way — so it is a dropped call, never sent again here; only
       * idempotent reads are tried again (resilience/retry.ts).
       * `unreachable`: the shop service was not reached and nothing was done: the connection was
       * refused or its address not found, the breaker is open, or — for a read only — a gateway in
       * front of it answered 502, 503 or 504 (resilience/resilient-upstream.ts).
       */
      reason:
        | 'timeout'
        | 'unreachable'
        | 'dropped'
        | 'stale'
        | 'malformed'
        | 'server-error'
        | 'local'
        | 'deadline'
        | 'busy';
      httpStatus?: number;
      data?: unknown;
    };

export type UpstreamRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** Whose credentials the call carries: added by the client's interceptor (upstream-interceptors.ts). */
  caller?: UpstreamCaller;
  /**
   * A read whose byte-identical answers may share one parsed outcome (answer-recall.ts): set
   * only by callers that never change an outcome they are given.
   */
  recall?: boolean;
  /** The browser request it is made for: its id goes upstream, its deadline caps the call. */
  scope?: RequestScope;
};

/**
 * The bytes of answers whose envelope is exactly `{ status: <one code>, data }`: written as
 * they are, they are already the browser's Result of a success (docs/architecture.md#proxy), so
 * the proxy can send them instead of stringifying the parsed data again. Kept beside the outcome
 * rather than in it, so nothing that stores an outcome (the read cache) ever stores them.
 */
const envelopeBytes = new WeakMap<UpstreamOutcome, Buffer>();

/** The upstream's own bytes of a `{ status, data }` answer, if this outcome is one. */
export const plainEnvelopeBytes = (outcome: UpstreamOutcome): Buffer | undefined =>
  envelopeBytes.get(outcome);
/** Errors of a socket the peer closed under us: reset, or written to after it closed. */
const staleSocketCodes = new Set(['ECONNRESET', 'EPIPE']);
const unreachableCodes = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * The one way upstream calls leave the BFF: the axios client of upstream-client.ts, one exchange
 * per call, aborted with its socket when the call's budget is spent. Proxied `/api/<name>` calls
 * use it too rather than http-proxy-middleware: every response must be read whole to be
 * validated, normalised into a Result, checked for E000-006, cached with per-key single flight and
 * retried after a token refresh — streaming the upstream body to the browser would bypass all of
 * that. What went wrong is a value (`UpstreamOutcome`), never a thrown error.
 */
export const createUpstreamHttp = (
  config: Omit<Config['upstream'], 'deadlineMs'>,
  observe: { onRecall?: (result: 'hit' | 'miss') => void } = {},
) => {
  const { client, close } = createUpstreamClient(config);
  const budget = createAnswerBudget(config.answerBytesInFlight);
  const recall = createAnswerRecall(config.answerRecallBytes, observe.onRecall);

  /** One exchange on whatever socket the agent hands out. */
  const exchange = async (
    built: { path: string; payload: string | undefined },
    request: UpstreamRequest,
    budgetMs: number,
  ): Promise<UpstreamOutcome> => {
    // One wall-clock budget for connect, headers and body; aborting destroys the socket.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), budgetMs);
    let held = 0;
    try {
      // The body is read chunk by chunk, against the answer's cap and the shared budget.
      const answer = await client.request<Readable>({
        method: request.method,
        url: built.path,
        data: built.payload,
        headers: built.payload
          ? { 'Content-Type': 'application/json', ...request.headers }
          : request.headers,
        caller: request.caller,
        signal: abort.signal,
        // The body is read here (readAnswer), which caps it: axios's own cap on a stream would
        // wrap it in one more stream per call.
        responseType: 'stream',
        maxContentLength: -1,
      });
      const stream = answer.data;
      // axios lets go of the signal once the headers are in: the body's read is aborted here.
      abort.signal.addEventListener('abort', () => stream.destroy(), { once: true });
      const bytes = await readAnswer(stream, budget, maxUpstreamBytes, (n) => (held += n));
      // An answer over the size cap is dropped like any broken connection (as axios did).
      if (bytes === 'too-large') return { kind: 'failure', reason: 'dropped' };
      if (bytes === 'over-budget') return { kind: 'failure', reason: 'busy' };
      if (!request.recall || !recall) return parse(answer.status, bytes);
      return recall.outcomeOf(
        `${answer.status} ${request.method} ${built.path}`,
        bytes,
        () => parse(answer.status, bytes),
        recallable,
      );
    } catch (error) {
      return abort.signal.aborted
        ? { kind: 'failure', reason: 'timeout' }
        : transportFailure(error);
    } finally {
      clearTimeout(timer);
      // Read and parsed, refused, failed or aborted: the answer's bytes are no longer in flight.
      budget.give(held);
    }
  };

  const send = async (request: UpstreamRequest): Promise<UpstreamOutcome> => {
    const built = buildRequest(request);
    if (!built) return { kind: 'failure', reason: 'local' };
    // The browser request's overall deadline (request-context) caps this exchange's own timeout.
    const budgetMs = Math.min(config.timeoutMs, remainingBudgetMs(request.scope));
    if (budgetMs <= 0) return { kind: 'failure', reason: 'deadline' };
    // Nothing is left to read an answer into: the call is not sent at all.
    if (!budget.hasRoom()) return { kind: 'failure', reason: 'busy' };
    return exchange(built, request, budgetMs);
  };

  /** `client`: the one axios instance, for the few calls that are not a catalogue call (the card
   * authorization post of routes/checkout/authorization-post.ts). */
  return { send, close, client, answerBytesInFlight: budget.held };
};
export type UpstreamHttp = Pick<ReturnType<typeof createUpstreamHttp>, 'send' | 'close'>;

/** A success sent as exactly `{ status, data }`: what a recalled answer may be. */
const recallable = (outcome: UpstreamOutcome) =>
  outcome.kind === 'response' &&
  outcome.httpStatus === 200 &&
  typeof outcome.status === 'string' &&
  isSuccess(outcome.status) &&
  envelopeBytes.has(outcome);

/** What a failed exchange means for the gateway (docs/architecture.md#talking-to-the-upstream). */
const transportFailure = (error: unknown): UpstreamOutcome => {
  if (!isAxiosError(error)) return { kind: 'failure', reason: 'dropped' };
  // Refused before anything was written (e.g. a body over the size cap): never sent.
  if (!error.request) return { kind: 'failure', reason: 'local' };
  const code = error.code ?? '';
  if (code === connectTimeoutCode) return { kind: 'failure', reason: 'timeout' };
  // Node sets `res` on the request once the answer's headers are in.
  const req = error.request as ClientRequest & { res?: unknown };
  // Most likely the upstream closed an idle kept-alive socket just as we wrote to it; told
  // apart so a read can be tried again at once (resilience/retry.ts). Not resent here: an
  // upstream that read the request and then crashed looks the same.
  const answered = Boolean(error.response ?? req.res);
  if (req.reusedSocket && !answered && staleSocketCodes.has(code))
    return { kind: 'failure', reason: 'stale' };
  // An answer over the size cap, cut off or reset midway is dropped like any broken connection.
  return { kind: 'failure', reason: unreachableCodes.has(code) ? 'unreachable' : 'dropped' };
};

/**
 * The path (with the query of a GET) and JSON payload of a request, or null when the body cannot
 * be serialised (too deep for JSON.stringify, a BigInt…): a local failure, reported as such and
 * never sent. The client's base URL holds the upstream's address and base path.
 */
const buildRequest = (request: UpstreamRequest) => {
  try {
    if (request.method !== 'GET')
      return { path: request.path, payload: JSON.stringify(request.body ?? {}) };
    const query = new URLSearchParams();
    if (request.body && typeof request.body === 'object')
      for (const [k, v] of Object.entries(request.body))
        if (v !== undefined) query.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const search = query.toString();
    return { path: search ? `${request.path}?${search}` : request.path, payload: undefined };
  } catch {
    return null;
  }
};

const parse = (httpStatus: number, bytes: Buffer): UpstreamOutcome => {
  let body: unknown;
  try {
    body = bytes.length ? JSON.parse(bytes.toString('utf8')) : undefined;
  } catch {
    return { kind: 'failure', reason: 'malformed', httpStatus };
  }
  const envelope =
    body && typeof body === 'object' ? (body as { status?: unknown; data?: unknown }) : undefined;
  if (httpStatus >= 500)
    return { kind: 'failure', reason: 'server-error', httpStatus, data: envelope?.data };
  const status = envelope?.status;
  const valid =
    typeof status === 'string' ||
    (Array.isArray(status) && status.every((s) => typeof s === 'string'));
  if (envelope && status !== undefined && !valid)
    return { kind: 'failure', reason: 'malformed', httpStatus };
  const outcome: UpstreamOutcome = {
    kind: 'response',
    httpStatus,
    status: valid ? (status as string | string[]) : undefined,
    data: envelope?.data,
  };
  // Exactly `status` (one code) and `data`: nothing the Result would leave out or add.
  if (
    typeof status === 'string' &&
    envelope!.data !== undefined &&
    Object.keys(envelope!).length === 2
  )
    envelopeBytes.set(outcome, bytes);
  return outcome;
};
