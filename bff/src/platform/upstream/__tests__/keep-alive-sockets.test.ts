import type { Socket } from 'node:net';
import { listen, testConfig } from '../../../__tests__/support/stack';
import { createResilientUpstream } from '../../resilience/resilient-upstream';
import { createEndpointResolver } from '../endpoints';
import { createUpstreamHttp } from '../upstream-http';

/**
 * A kept-alive upstream socket can be closed by the upstream at the moment we reuse it
 * (docs/architecture.md#talking-to-the-upstream). These tests play that moment deterministically: the server
 * answers the first request of each connection and resets the connection on the next one, as a
 * server closing an idle connection does when our request crosses its FIN.
 */
const startResettingServer = async (resetOn: (requestOfConnection: number) => boolean) => {
  const handled: string[] = [];
  let connections = 0;
  const perSocket = new WeakMap<Socket, number>();
  const listening = await listen((req, res) => {
    const n = (perSocket.get(req.socket) ?? 0) + 1;
    perSocket.set(req.socket, n);
    if (resetOn(n)) {
      req.socket.resetAndDestroy();
      return;
    }
    handled.push(`${req.method} ${req.url} #${n}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ status: 'E000-000', data: { n } }));
  });
  let connectionClosed: Promise<void> | undefined;
  listening.server.on('connection', (socket: Socket) => {
    connections++;
    connectionClosed = new Promise((resolve) => socket.once('close', () => resolve()));
  });
  return {
    url: listening.url,
    handled,
    connections: () => connections,
    /** Node's server closes idle connections after 5 s by default; here it never does. */
    keepAliveForever: () => {
      listening.server.keepAliveTimeout = 0;
    },
    nextConnectionClosed: async () => {
      while (!connectionClosed) await new Promise((resolve) => setImmediate(resolve));
      return connectionClosed;
    },
    close: listening.close,
  };
};

// No idle timeout of ours or the server's may close the socket between two requests of a test,
// however slow a loaded machine runs it: a test that needs one sets it.
const clientOf = (url: string, options: { idleSocketMs?: number } = {}) =>
  createUpstreamHttp({
    ...testConfig({ UPSTREAM_URL: url }).upstream,
    basePath: '',
    maxSockets: 1,
    idleSocketMs: 60_000,
    ...options,
  });

const post = (path: string) => ({ method: 'POST', path, headers: {}, body: { a: 1 } });

describe('kept-alive upstream sockets', () => {
  it('reports a reused socket reset before any answer as stale and does not send it again', async () => {
    const server = await startResettingServer((n) => n > 1);
    server.keepAliveForever();
    const client = clientOf(server.url);
    expect(await client.send(post('/cart/get'))).toMatchObject({
      kind: 'response',
      data: { n: 1 },
    });
    // The agent hands out the kept-alive socket and the server resets it. The upstream may have
    // read the request before it went down, so the client itself never sends it again.
    expect(await client.send(post('/order/commit'))).toEqual({ kind: 'failure', reason: 'stale' });
    expect(server.handled).toEqual(['POST /cart/get #1']);
    expect(server.connections()).toBe(1);
    client.close();
    await server.close();
  });

  it('does not send again when a fresh socket is reset: the upstream may have read the request', async () => {
    const server = await startResettingServer(() => true);
    const client = clientOf(server.url);
    expect(await client.send(post('/order/commit'))).toEqual({
      kind: 'failure',
      reason: 'dropped',
    });
    expect(server.connections()).toBe(1);
    client.close();
    await server.close();
  });

  it('closes a kept-alive socket that sat idle for the configured time', async () => {
    const server = await startResettingServer(() => false);
    server.keepAliveForever();
    const closed = server.nextConnectionClosed();
    const client = clientOf(server.url, { idleSocketMs: 100 });
    expect(await client.send(post('/items/list'))).toMatchObject({ kind: 'response' });
    // The server never closes idle connections here, so only our agent can end this one.
    await closed;
    client.close();
    await server.close();
  });
});

describe('kept-alive upstream sockets through the resilient upstream', () => {
  const resilientOf = (url: string) =>
    createResilientUpstream(clientOf(url), {
      resolve: createEndpointResolver({}),
      readAttempts: 2,
    });

  it('answers an idempotent read on a fresh socket after a stale reset', async () => {
    const server = await startResettingServer((n) => n > 1);
    server.keepAliveForever();
    const upstream = resilientOf(server.url);
    expect(await upstream.send(post('/items/list'))).toMatchObject({ kind: 'response' });
    expect(await upstream.send(post('/items/list'))).toMatchObject({
      kind: 'response',
      data: { n: 1 },
    });
    expect(server.handled).toEqual(['POST /items/list #1', 'POST /items/list #1']);
    expect(server.connections()).toBe(2);
    upstream.close();
    await server.close();
  });

  it('does not send a write again after a stale reset', async () => {
    const server = await startResettingServer((n) => n > 1);
    server.keepAliveForever();
    const upstream = resilientOf(server.url);
    expect(await upstream.send(post('/items/list'))).toMatchObject({ kind: 'response' });
    expect(await upstream.send(post('/order/commit'))).toEqual({
      kind: 'failure',
      reason: 'stale',
    });
    expect(server.handled).toEqual(['POST /items/list #1']);
    expect(server.connections()).toBe(1);
    upstream.close();
    await server.close();
  });
});
