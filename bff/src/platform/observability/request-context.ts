import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export const requestIdHeader = 'X-Request-Id';
// A caller's id is kept only when it is short and plain: it ends up in logs and upstream headers.
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * One browser request as the work done for it sees it: its id (in its log line and on every
 * upstream call made for it) and the overall deadline its upstream calls spend from.
 *
 * Handed on explicitly (`res.locals`, the request's session port, the upstream request), not kept
 * in an AsyncLocalStorage: on Node 20 an async context installs hooks that run for every promise,
 * tick and socket write of the process, and that cost ~13 % of a page's CPU and ~8 % of a cached
 * read's, which make no upstream call at all (docs/architecture.md#production-and-performance).
 */
export type RequestScope = {
  readonly requestId: string;
  /** Epoch ms; moved later by `outsideDeadline`. */
  deadlineAt: number;
};

export const requestScopeOf = (res: Response): RequestScope | undefined =>
  (res.locals as { requestScope?: RequestScope }).requestScope;

export const requestIdOf = (res: Response): string | undefined => requestScopeOf(res)?.requestId;

/**
 * Milliseconds left of a request's overall deadline (Infinity for work no request asked for:
 * the shared client id, a background refresh). Retries, the client-id bootstrap and a token
 * refresh all spend from one budget, so a hanging upstream costs one deadline, not one timeout
 * per attempt (docs/security.md).
 */
export const remainingBudgetMs = (scope: RequestScope | undefined): number =>
  scope ? scope.deadlineAt - Date.now() : Infinity;

/**
 * Waits for `work` without spending the request's overall deadline: the time it takes is added
 * to the deadline. Only for a cost the process pays once, not the request (opening the trade
 * desk's database on its first call, docs/architecture.md#database): the upstream calls after it
 * keep their whole budget instead of failing as `deadline`.
 */
export const outsideDeadline = async <T>(
  scope: RequestScope | undefined,
  work: Promise<T>,
): Promise<T> => {
  const started = Date.now();
  try {
    return await work;
  } finally {
    if (scope) scope.deadlineAt += Date.now() - started;
  }
};

/**
 * Gives every request its scope: the caller's `X-Request-Id` when acceptable (a proxy in front may
 * set one), else a new UUID, answered in the response header, and the deadline from now.
 */
export const requestContext =
  (options: { deadlineMs?: number } = {}): RequestHandler =>
  (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
    const scope: RequestScope = {
      requestId,
      deadlineAt: Date.now() + (options.deadlineMs ?? Infinity),
    };
    (res.locals as { requestScope?: RequestScope }).requestScope = scope;
    res.setHeader(requestIdHeader, requestId);
    next();
  };

/**
 * A client that sends one kind of request and answers one kind of outcome (the upstream client,
 * said structurally: observability sits below it in the platform's layers, so it does not import
 * it). The wrappers here and in metrics.ts return the client they were given with `send` wrapped.
 */
export type Sender<Req, Out> = { send: (request: Req) => Promise<Out> };

/** Propagates the request id of the request's scope to the upstream as a header on every call. */
export const withRequestId = <
  Req extends { headers: Record<string, string>; scope?: RequestScope },
  Out,
  S extends Sender<Req, Out>,
>(
  http: S & Sender<Req, Out>,
  header = requestIdHeader,
): S => ({
  ...http,
  send: (request: Req) => {
    const requestId = request.scope?.requestId;
    return http.send(
      requestId ? { ...request, headers: { ...request.headers, [header]: requestId } } : request,
    );
  },
});
