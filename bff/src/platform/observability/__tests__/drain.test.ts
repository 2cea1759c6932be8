import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { drainOnShutdown } from '../drain';

/** A server whose `/slow` answers only when the test releases it. */
const slowServer = () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  const app = express();
  const server = http.createServer(app);
  const signals = new EventEmitter();
  const exit = jest.fn();
  const onDrained = jest.fn();
  const drain = drainOnShutdown(server, {
    timeoutMs: 30_000,
    signalSource: signals,
    exit,
    onDrained,
  });
  app.use(drain.middleware);
  app.get('/slow', async (_req, res) => {
    entered();
    await released;
    res.send('finished');
  });
  app.get('/fast', (_req, res) => void res.send('fast'));
  server.listen(0);
  return { server, drain, release, inFlight, signals, exit, onDrained };
};

const get = (port: number, path: string, agent?: http.Agent) =>
  new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });

describe('drainOnShutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections, then releases and exits 0', async () => {
    const { server, release, inFlight, signals, exit, onDrained, drain } = slowServer();
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const pending = get(port, '/slow');
    await inFlight;

    signals.emit('SIGTERM');
    expect(drain.isDraining()).toBe(true);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(onDrained).not.toHaveBeenCalled();

    release();
    await expect(pending).resolves.toMatchObject({ status: 200, body: 'finished' });
    await expect(drain.drain()).resolves.toBe('drained');
    expect(onDrained).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('ends a kept-alive connection after the request that arrives on it while draining', async () => {
    const { server, release, inFlight, drain } = slowServer();
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    try {
      await get(port, '/fast', agent); // warm one kept-alive socket
      const pending = get(port, '/slow', agent);
      await inFlight;
      const done = drain.drain();
      release();
      const answer = await pending;
      expect(answer.status).toBe(200);
      expect(answer.connection).toBe('close');
      await expect(done).resolves.toBe('drained');
    } finally {
      agent.destroy();
    }
  });

  it('cuts connections still open after the timeout and exits 1', async () => {
    const app = express();
    const server = http.createServer(app);
    const signals = new EventEmitter();
    const exit = jest.fn();
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    app.get('/stuck', () => entered()); // never answers
    const drain = drainOnShutdown(server, { timeoutMs: 20, signalSource: signals, exit });
    server.listen(0);
    await once(server, 'listening');
    const pending = get((server.address() as AddressInfo).port, '/stuck').catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    await inFlight;
    signals.emit('SIGTERM');
    await expect(drain.drain()).resolves.toBe('forced');
    await expect(pending).resolves.toBe('ECONNRESET');
    expect(exit).toHaveBeenCalledWith(1);
  });
});
