import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import express, { type RequestHandler } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `GET /metrics` on the site port: only with `Authorization: Bearer ${METRICS_TOKEN}`, else a
 * plain 404 — the route does not admit it exists (docs/security.md, docs/interfaces.md). Without
 * a token configured the site port never serves metrics. The comparison runs on fixed-length
 * digests so its time says nothing about the token.
 */
export const metricsBehindToken =
  (token: string | undefined, handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    const presented = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token || !presented || !timingSafeEqual(digest(presented), digest(token)))
      return void res.status(404).type('text/plain').send('Not found');
    return handler(req, res, next);
  };

/**
 * The metrics port (METRICS_PORT): `GET /metrics` only, on the loopback interface only, so
 * whoever can reach it is already on the machine (a scraper beside the BFF).
 */
export const listenForMetrics = (port: number, handler: RequestHandler): http.Server => {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', handler);
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));
  const server = http.createServer(app);
  server.listen(port, '127.0.0.1');
  return server;
};
