import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { StatusCode } from '@kakehashi/contracts';
import { createApp } from '../../../app';
import { AppError } from '../../http/app-error';
import { createMemoryStore } from '../../store/memory-store';
import { manualClock } from '../../clock';
import { mockForFile, testConfig } from '../../../__tests__/support/stack';
import { drainOnShutdown } from '../drain';

/**
 * SIGTERM under load (docs/architecture.md#resilience): the whole BFF as server.ts wires it, with the upstream slowed
 * so requests are in flight when the signal comes. Every one of them finishes with a complete
 * answer; a new connection is refused (a load balancer retries elsewhere); a request that still
 * reaches the app is answered with a 503 Result; nothing is cut off.
 */
const mock = mockForFile();

const slowUpstream = (latencyMs: number) =>
  mock.faults({ endpoint: 'items/list', latencyMs, times: 1000 });

const startDrainableBff = async () => {
  const server = http.createServer();
  const signals = new EventEmitter();
  const exit = jest.fn();
  const store = createMemoryStore({ maxEntries: 1000, clock: manualClock() });
  const drain = drainOnShutdown(server, {
    timeoutMs: 30_000,
    signalSource: signals,
    exit,
    refusal: () => new AppError(503, StatusCode.storeUnavailable, { message: 'draining' }),
    onDrained: async () => {
      bff.close();
      await store.close();
    },
  });
  const bff = createApp({
    config: testConfig({ UPSTREAM_URL: mock.url }),
    store,
    logger: pino({ level: 'silent' }),
    drain,
  });
  server.on('request', bff.app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, signals, exit, drain, app: bff.app };
};

const itemsList = JSON.stringify({ offset: 0, limit: 2 });
const rawRequest = `POST /api/items/list HTTP/1.1\r\nHost: 127.0.0.1\r\nX-CSRF: 1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(itemsList)}\r\n\r\n${itemsList}`;

/** One request on a connection of its own; resolves with the whole answer or the socket error. */
const post = (port: number) =>
  new Promise<{ status: number; body: { status: string } } | { error: string }>((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: '/api/items/list', method: 'POST', agent: false },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.setHeader('x-csrf', '1');
    req.setHeader('content-type', 'application/json');
    req.end(itemsList);
  });

const inFlightAtUpstream = async (n: number, before: number) => {
  while (mock.count('/items/list') - before < n) await new Promise((r) => setTimeout(r, 20));
};

describe('drain under load', () => {
  afterEach(() => mock.faults({ clear: true }));

  it('finishes every request in flight at SIGTERM, refuses new connections, exits 0', async () => {
    const { port, signals, exit, drain } = await startDrainableBff();
    await slowUpstream(400);
    const before = mock.count('/items/list');
    const inFlight = Array.from({ length: 30 }, () => post(port));
    await inFlightAtUpstream(30, before);
    signals.emit('SIGTERM');
    expect(await post(port)).toEqual({ error: 'ECONNREFUSED' });
    const answers = await Promise.all(inFlight);
    expect(answers).toEqual(
      Array(30).fill({ status: 200, body: expect.objectContaining({ status: 'E000-000' }) }),
    );
    await expect(drain.drain()).resolves.toBe('drained');
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('never starts a request pipelined on a busy connection after SIGTERM: one complete answer, then the connection ends', async () => {
    const { port, signals } = await startDrainableBff();
    await slowUpstream(300);
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (c: Buffer) => (received += c.toString()));
    const closed = once(socket, 'close');
    const before = mock.count('/items/list');
    socket.write(rawRequest);
    await inFlightAtUpstream(1, before);
    signals.emit('SIGTERM');
    socket.write(rawRequest); // the same connection, after the signal
    await closed;
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
    expect(answers[0]).toMatch(/connection: close/i);
    expect(answers[0]).toContain('"status":"E000-000"');
    expect(mock.count('/items/list') - before).toBe(1);
  });

  it('refuses a request that reaches the app while draining with a 503 Result and Retry-After', async () => {
    const { drain, app } = await startDrainableBff();
    void drain.drain();
    // supertest listens on a server of its own: the request reaches the draining app.
    const res = await request(app).post('/api/items/list').set('X-CSRF', '1').send({ limit: 1 });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toMatchObject({
      status: 'E000-503',
      message: expect.stringContaining('The service is temporarily unavailable.'),
    });
  });
});
