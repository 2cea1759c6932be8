import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { upstreamConfigFor } from '../../__tests__/support/upstream-config';
import { createUpstreamHttp } from '../upstream-http';

/**
 * A kept-alive upstream socket can be closed by the upstream at the moment we reuse it
 * (docs/upstream.md#keep-alive). These tests play that moment deterministically: the server
 * answers the first request of each connection and resets the connection on the next one, as a
 * server closing an idle connection does when our request crosses its FIN.
 */
const startResettingServer = async (resetOn: (requestOfConnection: number) => boolean) => {
  const handled: string[] = [];
  let connections = 0;
  const perSocket = new WeakMap<Socket, number>();
  const server = http.createServer((req, res) => {
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
  server.on('connection', (socket: Socket) => {
    connections++;
    connectionClosed = new Promise((resolve) => socket.once('close', () => resolve()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handled,
    connections: () => connections,
    /** Node's server closes idle connections after 5 s by default; here it never does. */
    keepAliveForever: () => {
      server.keepAliveTimeout = 0;
    },
    nextConnectionClosed: async () => {
      while (!connectionClosed) await new Promise((resolve) => setImmediate(resolve));
      return connectionClosed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const clientOf = (url: string, options: { idleSocketMs?: number } = {}) =>
  createUpstreamHttp(upstreamConfigFor(url, { basePath: '', maxSockets: 1, ...options }));

const post = (path: string) => ({ method: 'POST', path, headers: {}, body: { a: 1 } });

describe('kept-alive upstream sockets', () => {
  it('sends again on a fresh socket when a reused one is reset before any answer', async () => {
    const server = await startResettingServer((n) => n > 1);
    const client = clientOf(server.url);
    expect(await client.send(post('/cart/get'))).toMatchObject({
      kind: 'response',
      data: { n: 1 },
    });
    // The agent hands out the kept-alive socket; the server resets it; a new one answers.
    expect(await client.send(post('/cart/get'))).toMatchObject({
      kind: 'response',
      data: { n: 1 },
    });
    expect(server.handled).toEqual(['POST /cart/get #1', 'POST /cart/get #1']);
    expect(server.connections()).toBe(2);
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
