import http from 'node:http';
import nock from 'nock';
import request from 'supertest';
import { base, nockUpstream, nockUrl } from '../../../__tests__/support/nock-upstream';
import { listen, startBff, startMock, type Browser } from '../../../__tests__/support/stack';

const expectFetchError = (res: request.Response, httpStatus: number) => {
  expect(res.status).toBe(httpStatus);
  expect(res.body.status).toBe('E999-999');
  expect(res.body.message).toMatch(/\[E999-999\]$/);
};

/**
 * Asks for items/list until it is served, so that the client id and the site tables are in place
 * before a test times out on purpose. With a timeout of a few hundred ms, the first calls to a
 * cold mock can miss it on a busy machine; the test's own call must then be the only one that
 * waits on the upstream. Bounded by the attempts (and the jest timeout), not by a clock.
 */
const warmUp = async (browser: Browser, attempts = 20) => {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const res = await browser.post('/api/items/list', { limit: 1 });
    if (res.body.status === 'E000-000') return;
  }
  throw new Error(`items/list was not served in ${attempts} attempts`);
};

/** Passes a request on to `target` and its answer back: an upstream standing in front of the mock. */
const forwardTo = (target: string, req: http.IncomingMessage, res: http.ServerResponse) => {
  const forward = http.request(
    `${target}${req.url}`,
    { method: req.method, headers: req.headers },
    (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    },
  );
  req.pipe(forward);
};

describe('upstream failures become the fetch-error Result and the BFF keeps serving', () => {
  afterEach(() => nock.cleanAll());

  // The product's wording changed on purpose: an upstream nothing answers at is said to be the shop
  // service out of reach, not a network error (docs/rules/errors-and-messages.md#status-catalogue).
  it('answers 502 E000-521 when nothing listens at the upstream address, in both languages', async () => {
    const gone = await listen((_req, res) => res.end());
    await gone.close();
    const bff = await startBff({ upstreamUrl: gone.url });
    const browser = bff.browser();
    const res = await browser.post('/api/items/list', { limit: 1 });
    expect(res.status).toBe(502);
    expect(res.body.status).toBe('E000-521');
    expect(res.body.message).toBe(
      'Kakehashi cannot reach the shop service right now. Your cart and what you entered are kept. Please try again in a minute. [E000-521]',
    );
    expect(res.body.message).not.toMatch(/network/i);
    await browser.put('/api/language', { language: 'jp' });
    const ja = await browser.post('/api/items/list', { limit: 1 });
    expect(ja.status).toBe(502);
    expect(ja.body.message).toBe(
      'ただいまかけはしからショップのサービスに接続できません。カートと入力内容はそのまま残っています。1分ほどしてから再度お試しください。 [E000-521]',
    );
    expect((await request(bff.url).get('/healthz')).status).toBe(200);
    await bff.close();
  });

  it("says the shop service is out of reach, not the site tables' network error, once the upstream stops", async () => {
    const mock = await startMock();
    const bff = await startBff({ upstreamUrl: mock.url });
    const browser = bff.browser();
    await warmUp(browser);
    await browser.post('/api/site/get');
    await mock.close();
    const res = await browser.post('/api/items/list', { limit: 1 });
    expect(res.status).toBe(502);
    expect(res.body.status).toBe('E000-521');
    expect(res.body.message).toMatch(/^Kakehashi cannot reach the shop service right now\./);
    await bff.close();
  });

  it('answers 504 when the upstream is slower than the total timeout, in the session language', async () => {
    const mock = await startMock();
    const bff = await startBff({ upstreamUrl: mock.url, env: { UPSTREAM_TIMEOUT_MS: '200' } });
    const browser = bff.browser();
    await browser.put('/api/language', { language: 'jp' });
    await warmUp(browser);
    await browser.post('/api/site/get');
    await mock.faults({ endpoint: 'items/list', latencyMs: 600 });
    const res = await browser.post('/api/items/list', { limit: 1 });
    expectFetchError(res, 504);
    expect(res.body.message).toBe(
      '通信エラーが発生しました。時間をおいて再度お試しください。 [E999-999]',
    );
    expect((await browser.get('/api/session')).body.status).toBe('E000-000');
    await bff.close();
    await mock.close();
  });

  it('spends one overall deadline on a hanging read instead of a timeout per retry', async () => {
    const mock = await startMock();
    const bff = await startBff({
      upstreamUrl: mock.url,
      env: { UPSTREAM_TIMEOUT_MS: '300', REQUEST_DEADLINE_MS: '300', UPSTREAM_READ_ATTEMPTS: '3' },
    });
    const browser = bff.browser();
    await warmUp(browser);
    await mock.faults({ endpoint: 'items/list', latencyMs: 5000 });
    const before = mock.count('/items/list');
    expectFetchError(await browser.post('/api/items/list', { limit: 1 }), 504);
    expect(mock.count('/items/list') - before).toBe(1);
    await bff.close();
    await mock.close();
  });

  it('answers 502 when the upstream drops the connection (mock fault)', async () => {
    const mock = await startMock();
    const bff = await startBff({ upstreamUrl: mock.url });
    await mock.faults({ endpoint: 'items/list', drop: true });
    expectFetchError(await bff.browser().post('/api/items/list', { limit: 1 }), 502);
    await bff.close();
    await mock.close();
  });

  it.each([
    [
      'answers with something that is not JSON',
      (s: nock.Interceptor) => s.reply(200, '<html>gateway</html>'),
    ],
    [
      'answers 500',
      (s: nock.Interceptor) => s.reply(500, { status: 'E999-999', data: { detail: 'boom' } }),
    ],
  ])('answers 502 when the upstream %s', async (_title, reply) => {
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
    nockUpstream();
    // items/list is an idempotent read: every capped retry meets the same failure.
    reply(nock(nockUrl).post(`${base}/items/list`).times(3));
    const bff = await startBff({ upstreamUrl: nockUrl });
    expectFetchError(await bff.browser().post('/api/items/list', { limit: 1 }), 502);
    await bff.close();
    nock.enableNetConnect();
  });

  it('answers 502 when the upstream is killed mid-request, and serves the next request', async () => {
    const mock = await startMock();
    let kill: () => void = () => undefined;
    // An upstream that forwards to the mock, except items/list, where it dies holding the request.
    const upstream = await listen((req, res) => {
      if (req.url?.endsWith('/items/list')) return kill();
      forwardTo(mock.url, req, res);
    });
    kill = () => upstream.server.closeAllConnections();
    const bff = await startBff({ upstreamUrl: upstream.url });
    const browser = bff.browser();
    expectFetchError(await browser.post('/api/items/list', { limit: 1 }), 502);
    expect((await browser.get('/api/session')).body.status).toBe('E000-000');
    await bff.close();
    await upstream.close();
    await mock.close();
  });

  it('destroys the upstream socket when the total timeout passes', async () => {
    const mock = await startMock();
    let held: http.IncomingMessage | undefined;
    let holding = false;
    // Resolved when the BFF hangs up (no polling: the jest timeout bounds the wait).
    let noteClosed: () => void = () => undefined;
    const socketClosed = new Promise<void>((resolve) => (noteClosed = resolve));
    // Forwards to the mock, but once holding never answers items/list; notes when the BFF hangs up.
    const upstream = await listen((req, res) => {
      if (holding && req.url?.endsWith('/items/list')) {
        held = req;
        req.socket.on('close', () => noteClosed());
        return;
      }
      forwardTo(mock.url, req, res);
    });
    const bff = await startBff({ upstreamUrl: upstream.url, env: { UPSTREAM_TIMEOUT_MS: '200' } });
    const browser = bff.browser();
    await warmUp(browser);
    holding = true;
    expectFetchError(await browser.post('/api/items/list', { limit: 1 }), 504);
    expect(held).toBeDefined();
    await socketClosed;
    await bff.close();
    await upstream.close();
    await mock.close();
  });
});
