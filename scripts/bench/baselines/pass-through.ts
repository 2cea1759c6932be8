// Baseline: the cheapest gateway there is. A bare http-proxy-middleware pass-through with a
// keep-alive agent, as a real reverse proxy has, forwarding /api/<name> to the upstream's
// <base path>/<name> unchanged (the load generator sends the upstream's own headers).
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const upstream = process.env.BENCH_UPSTREAM ?? 'http://127.0.0.1:4010/api/v1';
const port = Number(process.env.PORT ?? 3100);

const app = express();
app.disable('x-powered-by');
app.get('/healthz', (_req, res) => void res.send('ok'));
app.use(
  '/api',
  createProxyMiddleware({
    target: upstream,
    changeOrigin: true,
    agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  }),
);
app.listen(port, '127.0.0.1');
