import type { Server } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

export type DrainOutcome = 'drained' | 'forced';

export type DrainOptions = {
  /** After this, connections still open are cut (config SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** Signals that start the drain; default SIGTERM and SIGINT. */
  signals?: NodeJS.Signals[];
  /** Where signals come from; `process` unless a test injects an emitter. */
  signalSource?: { once(event: string, listener: () => void): unknown };
  /** Releases what the app holds (upstream sockets, store) once no request is left. */
  onDrained?: () => Promise<void> | void;
  /**
   * The error a request that arrives while draining (on a connection kept alive from before) is
   * refused with, e.g. a 503 AppError the error handler writes as a Result. Without it such a
   * request is still served, its connection closed after.
   */
  refusal?: () => Error;
  /** Called after a signal-started drain: 0 when drained, 1 when forced. */
  exit?: (code: number) => void;
};

/**
 * Graceful shutdown (docs/architecture.md#resilience): on SIGTERM the server stops accepting connections, idle
 * keep-alive connections close, requests in flight run to completion (answered with
 * `Connection: close`), then `onDrained` releases resources and the process exits. A request
 * that outlives `timeoutMs` is cut so a stuck client cannot hold the deploy.
 */
export const drainOnShutdown = (server: Server, options: DrainOptions) => {
  let draining = false;
  let drained: Promise<DrainOutcome> | undefined;
  const inFlight = new Set<Response>();

  const drain = (): Promise<DrainOutcome> =>
    (drained ??= new Promise<DrainOutcome>((resolve) => {
      draining = true;
      options.logger?.info(
        { timeoutMs: options.timeoutMs },
        'draining: no new connections, finishing requests in flight',
      );
      const force = setTimeout(() => {
        options.logger?.warn('drain timed out: closing the remaining connections');
        server.closeAllConnections();
        resolve('forced');
      }, options.timeoutMs);
      server.close(() => {
        clearTimeout(force);
        resolve('drained');
      });
      // Answers still being prepared end their connection instead of keeping it alive.
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      server.closeIdleConnections();
    }).then(async (outcome) => {
      await options.onDrained?.();
      return outcome;
    }));

  /** Mount first: tracks requests in flight so their connections end with their answers. */
  const middleware: RequestHandler = (_req, res, next) => {
    if (draining) res.setHeader('Connection', 'close');
    inFlight.add(res);
    // `on`, not `once`: an answer closes once, and `once` wraps the listener per request.
    res.on('close', () => {
      inFlight.delete(res);
      // A connection whose answer had started before the drain goes idle now: close it.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
    if (draining && options.refusal) {
      // Work started now might outlive the drain: refuse it; the client retries elsewhere.
      res.setHeader('Retry-After', '1');
      return next(options.refusal());
    }
    next();
  };

  const source = options.signalSource ?? process;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  for (const signal of options.signals ?? ['SIGTERM', 'SIGINT'])
    source.once(signal, () => {
      options.logger?.info({ signal }, 'shutdown signal');
      void drain().then((outcome) => exit(outcome === 'drained' ? 0 : 1));
    });

  return { drain, isDraining: () => draining, middleware };
};
export type Drain = ReturnType<typeof drainOnShutdown>;
