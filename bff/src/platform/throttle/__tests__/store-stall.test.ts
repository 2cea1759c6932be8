import net from 'node:net';
import { once } from 'node:events';
import { testRedisStore } from '../../../__tests__/support/redis';
import { demoBuyer, startBff, startMock } from '../../../__tests__/support/stack';

/**
 * A "Redis" that accepts connections and never answers: the stalled store of issue 23 item 13.
 * Throttles cannot count, so they must not guess: 503 with a clear message, never a 429.
 */
const silentServer = async () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

it('answers a throttled call 503 in the buyer language, without Retry-After, when the store stalls', async () => {
  const silent = await silentServer();
  const mock = await startMock();
  const stalled = testRedisStore({ url: silent.url, commandTimeoutMs: 200 });
  const bff = await startBff({ upstreamUrl: mock.url, store: stalled.store });
  try {
    const before = mock.count('/account/signin');
    for (const [language, message] of [
      ['en', 'The service is temporarily unavailable. Please try again later. [E000-503]'],
      [
        'jp',
        'ただいまサービスをご利用いただけません。しばらくしてから再度お試しください。 [E000-503]',
      ],
    ] as const) {
      const res = await bff
        .browser()
        .agent.post('/api/auth/signin')
        .set('X-CSRF', '1')
        .set('Cookie', `kk_lang=${language}`)
        .send(demoBuyer)
        .timeout(5000);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBeUndefined();
      expect(res.body.status).toBe('E000-503');
      expect(res.body.message).toBe(message);
    }
    // Nothing was forwarded on a budget nobody could count.
    expect(mock.count('/account/signin')).toBe(before);
  } finally {
    await bff.close();
    await stalled.store.close();
    await silent.close();
    await mock.close();
  }
});
