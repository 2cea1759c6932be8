import type { AddressInfo } from 'node:net';
import { upstreamCatalogue, upstreamHeaders } from '@kakehashi/contracts';
import express, { type Request, type Response } from 'express';
import type { Exchange, Fixture } from './fixture';
import { createMatcher, type Miss } from './match';
import { isReadinessProbe, notRecordedStatus, withReplayMessages } from './replay-miss';

export type ReplayOptions = {
  /** Header the BFF sends the access token in (UPSTREAM_HEADER_ACCESS_TOKEN). */
  accessTokenHeader?: string;
  /** Where a request the recording does not hold is told (stderr in the CLI). */
  onMiss?: (miss: Miss) => void;
  /** Told of each readiness probe (`HEAD /`), answered 404 without a miss report. */
  onProbe?: () => void;
};

/** Every access token the recording handed out (sign-in, two-factor verify, refresh). */
const issuedTokens = (fixture: Fixture): Set<string> => {
  const tokens = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'access_token' && typeof x === 'string') tokens.add(x);
        else visit(x);
      }
  };
  fixture.exchanges.forEach((x) => visit(x.response));
  return tokens;
};
const memberPaths = Object.values(upstreamCatalogue)
  .filter((e) => e.member)
  .map((e) => e.path);

const bodyOf = (req: Request): unknown => {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
};

const answer = (res: Response, x: Exchange): void => {
  if (x.location) res.set('location', x.location);
  if (x.encoding === 'base64') {
    res.status(x.status).type(x.contentType ?? 'application/octet-stream');
    res.send(Buffer.from(String(x.response), 'base64'));
  } else if (x.contentType || typeof x.response === 'string') {
    res
      .status(x.status)
      .type(x.contentType ?? 'text/plain')
      .send(String(x.response));
  } else res.status(x.status).json(x.response);
};

/**
 * A recording served as an upstream (`npm run replay`): each request is matched by method, path
 * and normalised body (match.ts); a member call must carry a token the recording issued. A
 * request the recording does not hold is answered 404 with the nearest recorded request and the
 * difference — never with a made-up default — under a status the product shows (replay-miss.ts).
 */
export const createReplayApp = (fixture: Fixture, options: ReplayOptions = {}) => {
  const matcher = createMatcher(fixture);
  const tokens = issuedTokens(fixture);
  const tokenHeader = (options.accessTokenHeader ?? upstreamHeaders.accessToken).toLowerCase();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.raw({ type: () => true, limit: '5mb' }));
  app.use((req: Request, res: Response) => {
    // /readyz asks `HEAD /` every few seconds: any answer means reachable, none is recorded.
    if (isReadinessProbe(req.method, req.path)) {
      options.onProbe?.();
      return void res.status(404).end();
    }
    const request = { method: req.method, path: req.originalUrl, body: bodyOf(req) };
    const found = matcher.match(request);
    let miss = 'miss' in found ? found.miss : null;
    const token = req.get(tokenHeader);
    const isMember = memberPaths.some((p) => req.path.endsWith(p));
    if (!miss && isMember && token && !tokens.has(token))
      miss = {
        error: `${req.method} ${req.path} carries an access token the recording never issued`,
        request,
        nearest: null,
        differences: [`header ${tokenHeader}: received ${token.slice(0, 24)}…`],
      };
    if (miss) {
      options.onMiss?.(miss);
      return void res.status(404).json({ status: notRecordedStatus, ...miss });
    }
    if ('exchange' in found) answer(res, withReplayMessages(found.exchange));
  });
  return { app, served: matcher.served };
};

/** Serves a recording on loopback; port 0 picks a free one. */
export const startReplay = async (fixture: Fixture, port = 0, options: ReplayOptions = {}) => {
  const { app, served } = createReplayApp(fixture, options);
  const server = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
