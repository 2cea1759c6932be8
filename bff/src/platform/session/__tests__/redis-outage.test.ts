import net from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import {
  describeWithRedis,
  redisReadyMs,
  redisUrl,
  testRedisStore,
} from '../../../__tests__/support/redis';
import {
  startBff,
  startMock,
  signIn,
  type Bff,
  type MockUpstream,
} from '../../../__tests__/support/stack';

/**
 * A TCP relay in front of the shared Redis: "stopping Redis" closes the relay and cuts every
 * connection (the real server, used by others, keeps running); "restarting" listens again on
 * the same port.
 */
const redisRelay = async () => {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
    start: async () => {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
  };
};

describeWithRedis('Redis outage', () => {
  let mock: MockUpstream;
  let bff: Bff;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let redis: ReturnType<typeof testRedisStore> | null = null;
  beforeAll(async () => {
    mock = await startMock();
    relay = await redisRelay();
    redis = testRedisStore({ url: relay.url, commandTimeoutMs: 300 });
    await redis.store.ready(redisReadyMs);
    bff = await startBff({ upstreamUrl: mock.url, store: redis.store });
  });
  afterAll(async () => {
    await bff.close();
    await relay.start().catch(() => undefined);
    await redis?.cleanup();
    await relay.stop();
    await mock.close();
  });

  it('answers 503 Results while Redis is down, never hangs, and recovers when it returns', async () => {
    const browser = bff.browser();
    await signIn(browser);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);

    await relay.stop();
    // The request timeout is a guard against a hung request, not a measurement.
    for (const call of [
      () => browser.get('/api/session'),
      () => browser.post('/api/member/favorite/list'),
      () => browser.post('/api/items/list', {}),
    ]) {
      const res = await call().timeout(3000);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'E000-503', data: null });
      expect(res.body.message).toMatch(/\[E000-503\]$/);
    }
    const ready = await request(bff.url).get('/readyz').timeout(3000);
    expect(ready.status).toBe(503);
    expect(ready.body.checks.store).toBe(false);
    expect((await request(bff.url).get('/healthz')).status).toBe(200);

    await relay.start();
    let recovered = 0;
    for (let i = 0; i < 100 && recovered !== 200; i += 1) {
      await sleep(50);
      recovered = (await browser.get('/api/session').timeout(3000)).status;
    }
    expect(recovered).toBe(200);
    expect((await browser.get('/api/session')).body.data.signedIn).toBe(true);
    expect((await request(bff.url).get('/readyz')).status).toBe(200);
  });
});
