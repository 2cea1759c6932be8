import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export const requestIdHeader = 'X-Request-Id';
// A caller's id is kept only when it is short and plain: it ends up in logs and upstream headers.
const acceptableId = /^[A-Za-z0-9._:-]{8,128}$/;

const context = new AsyncLocalStorage<{ requestId: string; deadlineAt: number }>();

/** The id of the request being served, wherever in its async work this runs. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/**
 * `fn` bound to the request context current where this is called, for a callback that runs
 * outside it (a stream event). The one store this app keeps is all it carries: `AsyncResource.bind`
 * did the same for every store but built a resource and two deprecation wrappers, ~15 µs a call
 * on Node 20 and two calls per cached read (docs/architecture.md#production-and-performance).
 */
export const inRequestContext = <A extends unknown[]>(fn: (...args: A) => void) => {
  const store = context.getStore();
  return store ? (...args: A) => context.run(store, fn, ...args) : fn;
};

/**
 * Milliseconds left of the current request's overall deadline (Infinity outside a request).
 * Retries, the client-id bootstrap and a token refresh all spend from one budget, so a hanging
 * upstream costs one deadline, not one timeout per attempt (docs/security.md).
 */
export const remainingBudgetMs = (): number => {
  const store = context.getStore();
  return store ? store.deadlineAt - Date.now() : Infinity;
};

/**
 * Waits for `work` without spending the current request's overall deadline: the time it takes is
 * added to the deadline. Only for a cost the process pays once, not the request (opening the
 * trade desk's database on its first call, docs/architecture.md#database): the upstream calls
 * after it keep their whole budget instead of failing as `deadline`.
 */
export const outsideDeadline = async <T>(work: Promise<T>): Promise<T> => {
  const store = context.getStore();
  const started = Date.now();
  try {
    return await work;
  } finally {
    if (store) store.deadlineAt += Date.now() - started;
  }
};

export const requestIdOf = (res: Response): string | undefined =>
  (res.locals as { requestId?: string }).requestId;

/**
 * Gives every request an id — the caller's `X-Request-Id` when acceptable (a proxy in front may
 * set one), else a new UUID — answers it in the response header, and keeps it in async context
 * so logs and upstream calls made for this request carry it.
 */
export const requestContext =
  (options: { deadlineMs?: number } = {}): RequestHandler =>
  (req, res, next) => {
    const incoming = req.get(requestIdHeader);
    const requestId = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    (res.locals as { requestId?: string }).requestId = requestId;
    res.setHeader(requestIdHeader, requestId);
    const deadlineAt = Date.now() + (options.deadlineMs ?? Infinity);
    context.run({ requestId, deadlineAt }, () => next());
  };

/**
 * A client that sends one kind of request and answers one kind of outcome (the upstream client,
 * said structurally: observability sits below it in the platform's layers, so it does not import
 * it). The wrappers here and in metrics.ts return the client they were given with `send` wrapped.
 */
export type Sender<Req, Out> = { send: (request: Req) => Promise<Out> };

/** Propagates the current request id to the upstream as a header on every call. */
export const withRequestId = <
  Req extends { headers: Record<string, string> },
  Out,
  S extends Sender<Req, Out>,
>(
  http: S & Sender<Req, Out>,
  header = requestIdHeader,
): S => ({
  ...http,
  send: (request: Req) => {
    const requestId = currentRequestId();
    return http.send(
      requestId ? { ...request, headers: { ...request.headers, [header]: requestId } } : request,
    );
  },
});
