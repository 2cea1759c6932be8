import type { Request, RequestHandler, Response } from 'express';

/**
 * Told once per request when its answer is done: `completed` false when the client went away
 * before the answer was written whole; `elapsedMs` from when the edge first saw the request.
 */
export type AnswerObserver = (
  req: Request,
  res: Response,
  elapsedMs: number,
  completed: boolean,
) => void;

/**
 * The request log and the metrics (request-logger.ts, metrics.ts) on one `close` listener with one
 * clock: every answer, completed or cut off, ends with `close`, after `finish`. Each of them had
 * listened on its own (`finish`, `close` and their removal): listeners and closures per request
 * that the profile of a page counted among the edge's costs (docs/architecture.md#production-and-performance).
 */
export const observeAnswers =
  (...observers: AnswerObserver[]): RequestHandler =>
  (req, res, next) => {
    const started = performance.now();
    res.on('close', () => {
      const elapsedMs = performance.now() - started;
      const completed = res.writableFinished;
      for (const observe of observers) observe(req, res, elapsedMs, completed);
    });
    next();
  };
