import { Router } from 'express';
import type { Metrics } from './metrics';
import { metricsBehindToken } from './metrics-access';

export type ReadinessCheck = () => Promise<unknown>;

const withDeadline = (check: ReadinessCheck, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    check()
      .then(
        (value) => resolve(value !== false),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });

const told = async (notes: Record<string, () => Promise<string>>, timeoutMs: number) =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(notes).map(async ([name, note]) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('no answer'), timeoutMs);
        });
        const said = await Promise.race([note().catch(() => 'down'), late]);
        clearTimeout(timer);
        return [name, said] as const;
      }),
    ),
  );

/**
 * docs/interfaces.md#bff-endpoints: `GET /healthz` (the process is up), `GET /readyz` (every check
 * — upstream, store and breakers — answers in time, else 503; also 503 while draining so a load
 * balancer stops sending work; endpoints whose answers break their contract are listed under
 * `degraded`), `GET /metrics` behind a bearer token (metrics-access.ts). Plain
 * JSON for machines, not Results; never cached.
 */
export const healthRoutes = (options: {
  checks: Record<string, ReadinessCheck>;
  timeoutMs?: number;
  isDraining?: () => boolean;
  metrics?: Metrics;
  /** METRICS_TOKEN: /metrics on this port answers only a matching bearer token. */
  metricsToken?: string;
  /** Endpoints whose last answer broke its contract (contract-health.ts): named, not failed. */
  degraded?: () => string[];
  /**
   * Parts only some pages need, told as they stand but never failing readiness (the trade desk's
   * database: docs/architecture.md#database); one not answering in time is `no answer`.
   */
  notes?: Record<string, () => Promise<string>>;
}) => {
  const router = Router();
  router.use(['/healthz', '/readyz', '/metrics'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    if (options.isDraining?.()) return void res.status(503).json({ status: 'draining' });
    const names = Object.keys(options.checks);
    const results = await Promise.all(
      names.map((name) => withDeadline(options.checks[name]!, options.timeoutMs ?? 2000)),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every(Boolean);
    // A contract breach is the upstream's shape on one endpoint, the same for every instance:
    // shown, but not a reason to take this one out of the load balancer.
    const degraded = options.degraded?.() ?? [];
    const notes = await told(options.notes ?? {}, options.timeoutMs ?? 2000);
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'unavailable',
      checks,
      ...(degraded.length ? { degraded } : {}),
      ...notes,
    });
  });
  if (options.metrics)
    router.get('/metrics', metricsBehindToken(options.metricsToken, options.metrics.handler));
  return router;
};
