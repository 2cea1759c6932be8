import express, { type Request, type Response } from 'express';
import type { Exchange, Fixture } from './fixture';
import { createScrubber } from './scrub';

// Hop-by-hop and body-framing headers are the proxy's own business on each leg.
const notForwarded = new Set([
  'host',
  'connection',
  'content-length',
  'accept-encoding',
  'keep-alive',
  'transfer-encoding',
]);
const keptResponseHeaders = ['content-type', 'location', 'cache-control', 'etag', 'last-modified'];

const isText = (type: string) => /json|^text\/|svg|xml|javascript/.test(type);

const parsed = (
  buffer: Buffer,
  type: string,
): Pick<Exchange, 'response' | 'contentType' | 'encoding'> => {
  if (!isText(type))
    return { response: buffer.toString('base64'), contentType: type, encoding: 'base64' };
  const text = buffer.toString('utf8');
  if (/json/.test(type))
    try {
      return { response: JSON.parse(text) as unknown };
    } catch {
      // a malformed JSON answer is recorded as it came
    }
  return { response: text, contentType: type };
};

/**
 * A recording proxy (`npm run record -- --upstream URL --proxy`): point the BFF's UPSTREAM_URL at
 * it, click through the product, and every upstream exchange — API calls and pictures — is kept
 * in order. `fixture()` returns them scrubbed, ready for `npm run replay`.
 */
export const createRecordingProxy = (
  upstream: string,
  /** Called with each exchange as soon as it is answered (the record CLI's journal). */
  onExchange: (exchange: Exchange) => void = () => {},
) => {
  const origin = upstream.replace(/\/+$/, '');
  const exchanges: Exchange[] = [];
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.raw({ type: () => true, limit: '5mb' }));
  app.use(async (req: Request, res: Response) => {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && !notForwarded.has(k)) headers[k] = v;
    const body = Buffer.isBuffer(req.body) && req.body.length ? req.body : undefined;
    let upstreamRes: globalThis.Response;
    try {
      upstreamRes = await fetch(`${origin}${req.originalUrl}`, {
        method: req.method,
        headers,
        body:
          req.method === 'GET' || req.method === 'HEAD' ? undefined : body && new Uint8Array(body),
        redirect: 'manual',
      });
    } catch (error) {
      return void res
        .status(502)
        .json({ error: `upstream ${origin} unreachable: ${String(error)}` });
    }
    const buffer = Buffer.from(await upstreamRes.arrayBuffer());
    const type = upstreamRes.headers.get('content-type') ?? '';
    let request: unknown = null;
    if (body)
      try {
        request = JSON.parse(body.toString('utf8')) as unknown;
      } catch {
        request = body.toString('utf8');
      }
    const location = upstreamRes.headers.get('location');
    const exchange: Exchange = {
      method: req.method,
      path: req.originalUrl,
      request,
      status: upstreamRes.status,
      ...parsed(buffer, type),
      ...(location ? { location } : {}),
    };
    exchanges.push(exchange);
    onExchange(exchange);
    for (const name of keptResponseHeaders) {
      const value = upstreamRes.headers.get(name);
      if (value) res.set(name, value);
    }
    res.status(upstreamRes.status).send(buffer);
  });
  return {
    app,
    exchanges,
    fixture: (name: string): Fixture => ({
      name,
      recordedAt: new Date().toISOString(),
      exchanges: createScrubber()(exchanges),
    }),
  };
};
