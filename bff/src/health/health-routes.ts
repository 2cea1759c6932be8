import http from 'node:http';
import https from 'node:https';
import { Router } from 'express';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { Config } from '../config/config';
import type { KvStore } from '../session/kv-store';

/** Any HTTP answer from the upstream base URL within the connect timeout counts as reachable. */
const upstreamReachable = (config: Config['upstream']): Promise<boolean> =>
  new Promise((resolve) => {
    const url = new URL(config.url);
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      url,
      { method: 'HEAD', timeout: config.connectTimeoutMs },
      (res) => {
        res.resume();
        resolve(true);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });

/**
 * `/healthz` (process up), `/readyz` (upstream and store reachable, else 503), `/metrics`
 * (Prometheus text; issue 5 extends it). Plain JSON, not Results: these are for machines.
 */
export const createHealthRoutes = (deps: { config: Config; store: KvStore }) => {
  const router = Router();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const readinessFailures = new Counter({
    name: 'bff_readiness_failures_total',
    help: 'readyz answers other than ready',
    registers: [registry],
  });

  router.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  router.get('/readyz', async (_req, res) => {
    const [store, upstream] = await Promise.all([
      deps.store.ping().then(
        () => true,
        () => false,
      ),
      upstreamReachable(deps.config.upstream),
    ]);
    const ready = store && upstream;
    if (!ready) readinessFailures.inc();
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', store, upstream });
  });
  router.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
};
