import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middleware run one after the other as one Express layer. The router spends a layer match, a
 * params pass and a prefix trim on every layer of every request; the edge's handlers run on every
 * request, the fast lanes' answers included, and as one layer they cost one
 * (docs/architecture.md#production-and-performance). Same contract as the router's: `next(error)`
 * skips the rest and hands the error on, and so does a handler that throws or whose promise
 * rejects; `next()` after the last goes on to the app's next layer.
 */
export const inOrder = (...handlers: RequestHandler[]): RequestHandler => {
  const run = (req: Request, res: Response, done: NextFunction) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error) return done(error);
      const handler = handlers[index++];
      if (!handler) return done();
      try {
        const returned = handler(req, res, next) as unknown;
        if (returned instanceof Promise)
          returned.catch((reason: unknown) => next(reason ?? new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
  };
  // The parts stay readable, so a walk of the app's routes sees the routers inside
  // (openapi/mounted-routes.ts).
  return Object.assign(run, { handlers });
};
