import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { listen, testConfig } from '../../../__tests__/support/stack';
import { maxUpstreamBytes } from '../upstream-client';
import { createUpstreamHttp } from '../upstream-http';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** An upstream that records what it was asked and answers what `answer` writes. */
const startUpstream = async (
  answer: (res: ServerResponse, seen: Seen) => void = (res) =>
    res.end(JSON.stringify({ status: 'E000-000', data: { ok: true } })),
) => {
  const seen: Seen[] = [];
  const listening = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const one = {
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      seen.push(one);
      answer(res, one);
    });
  });
  return { ...listening, seen };
};

const clientOf = (url: string) =>
  createUpstreamHttp({ ...testConfig({ UPSTREAM_URL: url }).upstream, basePath: '/api/v1' });

describe('the axios upstream client', () => {
  it('sends the headers the gateway always sent, and the credentials of the caller only', async () => {
    const upstream = await startUpstream();
    const client = clientOf(upstream.url);
    const outcome = await client.send({
      method: 'POST',
      path: '/cart/get',
      headers: { 'X-Request-Id': 'r-1', 'X-Client-Id': 'from-the-browser' },
      body: { a: 1 },
      caller: {
        record: {
          createdAt: 0,
          language: 'jp',
          clientId: 'c-1',
          tokens: { accessToken: 'at', refreshToken: 'rt', userId: 'u-1', expiresAt: 1 },
        },
        language: 'jp',
      },
    });
    expect(outcome).toEqual({
      kind: 'response',
      httpStatus: 200,
      status: 'E000-000',
      data: { ok: true },
    });
    const [seen] = upstream.seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/v1/cart/get', body: '{"a":1}' });
    expect(seen!.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': '7',
      'accept-language': 'ja',
      'x-request-id': 'r-1',
      'x-client-id': 'c-1',
      'x-access-token': 'at',
      'x-user-id': 'u-1',
      'x-refresh-token': 'rt',
    });
    expect(seen!.headers['user-agent']).toBeUndefined();
    expect(seen!.headers['accept-encoding']).toBeUndefined();
    client.close();
    await upstream.close();
  });

  it('puts a GET body in the query, objects as JSON, and sends no body', async () => {
    const upstream = await startUpstream();
    const client = clientOf(upstream.url);
    await client.send({
      method: 'GET',
      path: '/items/list',
      headers: {},
      body: { q: 'tea cups', page: 2, filter: { a: [1] }, skipped: undefined },
    });
    expect(upstream.seen[0]).toMatchObject({
      url: '/api/v1/items/list?q=tea+cups&page=2&filter=%7B%22a%22%3A%5B1%5D%7D',
      body: '',
    });
    expect(upstream.seen[0]!.headers['content-type']).toBeUndefined();
    client.close();
    await upstream.close();
  });

  it('answers a redirect as it is, without following it', async () => {
    const upstream = await startUpstream((res) =>
      res.writeHead(302, { location: '/elsewhere' }).end(),
    );
    const client = clientOf(upstream.url);
    expect(
      await client.send({ method: 'POST', path: '/site/get', headers: {}, body: {} }),
    ).toMatchObject({ kind: 'response', httpStatus: 302 });
    expect(upstream.seen.map((s) => s.url)).toEqual(['/api/v1/site/get']);
    client.close();
    await upstream.close();
  });

  it('hands every status to the gateway: a 4xx is an answer, a 5xx a server error', async () => {
    let status = 404;
    const upstream = await startUpstream((res) =>
      res.writeHead(status).end(JSON.stringify({ status: 'E999-404', data: null })),
    );
    const client = clientOf(upstream.url);
    const call = () => client.send({ method: 'POST', path: '/x', headers: {}, body: {} });
    expect(await call()).toEqual({
      kind: 'response',
      httpStatus: 404,
      status: 'E999-404',
      data: null,
    });
    status = 503;
    expect(await call()).toEqual({
      kind: 'failure',
      reason: 'server-error',
      httpStatus: 503,
      data: null,
    });
    client.close();
    await upstream.close();
  });

  it('drops an answer larger than the size cap', async () => {
    const upstream = await startUpstream((res) => {
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i <= maxUpstreamBytes / chunk.length; i++) res.write(chunk);
      res.end();
    });
    const client = clientOf(upstream.url);
    expect(await client.send({ method: 'POST', path: '/x', headers: {}, body: {} })).toEqual({
      kind: 'failure',
      reason: 'dropped',
    });
    client.close();
    await upstream.close();
  });

  it('never sends a body larger than the size cap: a local failure', async () => {
    const upstream = await startUpstream();
    const client = clientOf(upstream.url);
    const body = { text: 'x'.repeat(maxUpstreamBytes) };
    expect(await client.send({ method: 'POST', path: '/x', headers: {}, body })).toEqual({
      kind: 'failure',
      reason: 'local',
    });
    expect(upstream.seen).toEqual([]);
    client.close();
    await upstream.close();
  });
});
