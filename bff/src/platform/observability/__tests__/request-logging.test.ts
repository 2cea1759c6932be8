import { once } from 'node:events';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createUpstreamHttp } from '../../upstream/upstream-http';
import { testConfig } from '../../../__tests__/support/stack';
import { minimalApp } from '../../edge/__tests__/support';
import { createLogger } from '../logger';
import { requestContext, requestScopeOf, withRequestId } from '../request-context';
import { accessLog } from '../request-logger';
import { observeAnswers } from '../answer-observers';
import { redactUrl } from '../redaction';

const secrets = {
  sessionId: 'SESSIONID0secret0secret0secret0secret0secre',
  accessToken: 'ACCESS-TOKEN-0f9e8d7c',
  refreshToken: 'REFRESH-TOKEN-1a2b3c4d',
  password: 'Hunter2-Passw0rd!',
  resetToken: 'RESET-TOKEN-99aa88bb',
  twoFactorCode: '481516',
  context: 'THREE-DS-CONTEXT-7a7a7a7a7a7a',
  authorization: 'Bearer BEARER-SECRET-5e5e',
};

let upstream: http.Server;
const upstreamSaw: (string | undefined)[] = [];
beforeAll(async () => {
  const app = express();
  app.post('/api/v1/items/list', (req, res) => {
    upstreamSaw.push(req.get('x-request-id'));
    res.json({ status: 'E000-000', data: { items: [], hit: 0 } });
  });
  upstream = app.listen(0);
  await once(upstream, 'listening');
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

const setup = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level: 'debug', destination });
  const upstreamHttp = withRequestId(
    createUpstreamHttp({
      ...testConfig({
        UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      }).upstream,
      maxSockets: 2,
    }),
  );
  const app = minimalApp((app) => {
    app.use(requestContext(), observeAnswers(accessLog({ logger })));
    app.post('/api/auth/signin', (req, res) => {
      // A careless log line: structured redaction must still hide every secret in it.
      logger.info(
        {
          body: req.body,
          session: {
            tokens: { accessToken: secrets.accessToken, refreshToken: secrets.refreshToken },
          },
          headers: req.headers,
        },
        'careless',
      );
      res.json({ status: 'E000-000', data: null });
    });
    app.post('/api/items/list', async (_req, res) => {
      const outcome = await upstreamHttp.send({
        method: 'POST',
        path: '/items/list',
        headers: {},
        body: {},
        scope: requestScopeOf(res),
      });
      res.json({ status: outcome.kind === 'response' ? 'E000-000' : 'E999-999', data: null });
    });
    app.get('/account/reset_password', (_req, res) => void res.send('page'));
  });
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  return { app, lines, flush, close: () => upstreamHttp.close() };
};

describe('request logging', () => {
  it('keeps secrets, codes and tokens out of every log line', async () => {
    const { app, lines, flush, close } = setup();
    const cookie = `kk_sid=${secrets.sessionId}; kk_lang=en`;
    await request(app)
      .post('/api/auth/signin')
      .set('Cookie', cookie)
      .set('Authorization', secrets.authorization)
      .set('X-Access-Token', secrets.accessToken)
      .set('X-Refresh-Token', secrets.refreshToken)
      .send({
        email: 'buyer@example.com',
        password: secrets.password,
        auth_code: secrets.twoFactorCode,
      });
    await request(app)
      .get(
        `/account/reset_password?token=${secrets.resetToken}&code=${secrets.twoFactorCode}&context=${secrets.context}`,
      )
      .set('Cookie', cookie);
    await flush();
    close();
    const output = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const [name, value] of Object.entries(secrets))
      expect({ name, leaked: output.includes(value) }).toEqual({ name, leaked: false });
    expect(output).toContain('[Redacted]');
  });

  it('logs one JSON line per request with the request id, method, censored URL and status', async () => {
    const { app, lines, flush, close } = setup();
    const res = await request(app).get('/account/reset_password?token=abc&page=2');
    await flush();
    close();
    const entry = lines
      .map((line) => JSON.parse(line))
      .find((e) => e.req?.url?.startsWith('/account/reset_password'));
    expect(entry).toMatchObject({
      level: 30,
      req: {
        id: res.headers['x-request-id'],
        method: 'GET',
        url: '/account/reset_password?token=%5BRedacted%5D&page=2',
      },
      res: { statusCode: 200 },
    });
    expect(typeof entry.responseTime).toBe('number');
  });

  it('propagates the request id to the upstream as a header', async () => {
    const { app, close } = setup();
    upstreamSaw.length = 0;
    const res = await request(app).post('/api/items/list').send({});
    close();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstreamSaw).toEqual([res.headers['x-request-id']]);
  });

  it('keeps an acceptable incoming request id and replaces an unacceptable one', async () => {
    const { app, close } = setup();
    const kept = await request(app)
      .get('/account/reset_password')
      .set('X-Request-Id', 'lb-0123456789abcdef');
    expect(kept.headers['x-request-id']).toBe('lb-0123456789abcdef');
    const replaced = await request(app)
      .get('/account/reset_password')
      .set('X-Request-Id', 'bad id\twith "quotes"');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    close();
  });
});

describe('the access line', () => {
  const capture = () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, destination };
  };
  // The time is the one part that differs between two lines written a moment apart.
  const timeless = (line: string) => line.replace(/"time":"[^"]*"/, '"time":"…"');
  const answer = (url: string, statusCode: number, requestId?: string) => ({
    req: { url, originalUrl: url, method: 'GET' } as unknown as express.Request,
    res: {
      statusCode,
      locals: requestId ? { requestScope: { requestId, deadlineAt: 0 } } : {},
    } as unknown as express.Response,
  });
  const urls = [
    '/search?keyword=tea&page=2',
    '/search?keyword=%E6%97%A5%E6%9C%AC%E8%8C%B6',
    '/a"quoted"\\back\\slash',
    '/日本茶?q=\u0001\u001f\u007f\u2028',
    '/lone\ud800surrogate',
    '/account/reset_password?token=abc',
  ];
  const outcomes: [number, boolean][] = [
    [200, true],
    [302, true],
    [404, true],
    [503, true],
    [200, false],
  ];

  it('is byte for byte the line pino writes for the same entry, at every level', () => {
    const written = capture();
    const byPino = capture();
    const observe = accessLog({
      logger: createLogger({ level: 'debug', destination: written.destination }),
    });
    const pinoLines = createLogger({ level: 'debug', destination: byPino.destination }).child(
      {},
      { redact: [] },
    );
    for (const url of urls)
      for (const [status, completed] of outcomes)
        for (const id of ['0f0e0d0c-aaaa-4bbb-8ccc-123456789abc', undefined]) {
          const { req, res } = answer(url, status, id);
          observe(req, res, 12.4, completed);
          const entry = {
            req: { id, method: 'GET', url: redactUrl(url) },
            res: { statusCode: status },
            responseTime: 12,
          };
          const message = completed ? 'request completed' : 'request aborted';
          if (!completed) pinoLines.warn(entry, message);
          else if (status >= 500) pinoLines.error(entry, message);
          else if (status >= 400) pinoLines.warn(entry, message);
          else pinoLines.info(entry, message);
        }
    expect(written.lines).toHaveLength(urls.length * outcomes.length * 2);
    expect(written.lines.map(timeless)).toEqual(byPino.lines.map(timeless));
    for (const line of written.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('writes only the levels the logger lets through', () => {
    const written = capture();
    const observe = accessLog({
      logger: createLogger({ level: 'warn', destination: written.destination }),
    });
    for (const [status, completed] of outcomes) {
      const { req, res } = answer('/search', status, 'id-0123456789');
      observe(req, res, 1, completed);
    }
    expect(written.lines.map((line) => JSON.parse(line).res.statusCode)).toEqual([404, 503, 200]);
    expect(written.lines.map((line) => JSON.parse(line).level)).toEqual([40, 50, 40]);
  });

  it("goes through pino's own call for a logger configured otherwise (a mixin)", () => {
    const written = capture();
    const logger = pino(
      { base: { service: 'kakehashi-bff' }, mixin: () => ({ zone: 'jp-1' }) },
      written.destination,
    );
    const { req, res } = answer('/search', 200, 'id-0123456789');
    accessLog({ logger })(req, res, 3, true);
    expect(JSON.parse(written.lines[0]!)).toMatchObject({
      zone: 'jp-1',
      req: { id: 'id-0123456789', method: 'GET', url: '/search' },
      res: { statusCode: 200 },
      responseTime: 3,
      msg: 'request completed',
    });
  });
});

describe('redactUrl', () => {
  it('censors secret query values and keeps the rest', () => {
    expect(redactUrl('/a?token=t&Password=p&auth_code=1&keyword=tea')).toBe(
      '/a?token=%5BRedacted%5D&Password=%5BRedacted%5D&auth_code=%5BRedacted%5D&keyword=tea',
    );
    expect(redactUrl('/a')).toBe('/a');
  });
});
