import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import pino from 'pino';
import { createApp } from '../../../app';
import { manualClock } from '../../clock';
import { startMock, testConfig, type MockUpstream } from '../../../__tests__/support/stack';
import { closedOnce } from '../../../__tests__/support/leftovers';
import { createMemoryStore } from '../../store/memory-store';
import { createListener } from '../listener';

// docs/security.md#slow-clients: a trickling client loses its socket; one address cannot hold
// more than its share of connections while others are served.
let mock: MockUpstream;
let port: number;
let close: () => Promise<void>;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  mock = await startMock();
  const config = testConfig({
    UPSTREAM_URL: mock.url,
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
    MAX_CONNECTIONS_PER_ADDRESS: '3',
  });
  const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
  const bff = createApp({ config, store, logger: pino({ level: 'silent' }) });
  const server = createListener(config.server);
  server.on('request', bff.app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  close = closedOnce(async () => {
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    bff.close();
    await store.close();
    await mock.close();
  });
});
afterAll(() => close());

/** A raw connection from `localAddress`, with everything the server sent and its end. */
const connect = async (localAddress = '127.0.0.1') => {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.add(socket);
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => received);
  await once(socket, 'connect');
  return { socket, closed, received: () => received };
};

describe('a slow client', () => {
  it('that trickles its headers is answered 408 and closed', async () => {
    const { socket, closed } = await connect();
    socket.write('GET /api/session HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a');
    expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    socket.destroy();
  });

  it('that trickles its body is answered 408 and closed', async () => {
    const { socket, closed } = await connect();
    socket.write(
      'POST /api/news/list HTTP/1.1\r\nHost: 127.0.0.1\r\nX-CSRF: 1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"limit":',
    );
    expect(await closed).toMatch(/408/);
    socket.destroy();
  });
});

describe('connections per address', () => {
  it('refuses one beyond the cap while another address is served', async () => {
    const held = [await connect(), await connect(), await connect()];
    const refused = await connect();
    expect(await refused.closed).toMatch(/^HTTP\/1\.1 503/);
    const other = await connect('127.0.0.2');
    other.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(await other.closed).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of held) socket.destroy();
  });
});
