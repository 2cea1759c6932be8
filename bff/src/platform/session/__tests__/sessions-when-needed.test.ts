import { manualClock } from '../../clock';
import { demoBuyer, mockForFile, signIn, startBff } from '../../../__tests__/support/stack';
import { createMemoryStore } from '../../store/memory-store';

// docs/security.md: a session exists only when something must be stored in it.
const mock = mockForFile();
beforeEach(() => mock.reset());

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('kk_sid='));

describe('anonymous visitors', () => {
  it('read catalogue, cached reads and the session without getting a session', async () => {
    const bff = await startBff({ upstreamUrl: mock.url });
    try {
      const browser = bff.browser();
      for (const res of [
        await browser.get('/api/session'),
        await browser.post('/api/items/list', { limit: 1 }),
        await browser.post('/api/category/trees'),
        await browser.post('/api/news/list'),
      ]) {
        expect(res.status).toBe(200);
        expect(sessionCookie(res)).toBeUndefined();
      }
    } finally {
      await bff.close();
    }
  });

  it('share one client id per instance, obtained once even for concurrent first calls', async () => {
    const bff = await startBff({ upstreamUrl: mock.url });
    const before = mock.count('/original/account/id');
    try {
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => bff.browser().post('/api/items/list', { limit: 1 })),
      );
      expect(responses.every((r) => r.body.status === 'E000-000')).toBe(true);
      expect(mock.count('/original/account/id') - before).toBe(1);
    } finally {
      await bff.close();
    }
  });

  it('cannot evict a signed-in buyer by flooding distinct cached reads', async () => {
    const clock = manualClock(Date.now());
    // Small limits keep the flood short on a busy machine; one shared limit of 20 would lose
    // the buyer's session to 30 distinct cached reads.
    const store = createMemoryStore({
      maxEntries: 20,
      maxSessions: 20,
      maxCacheEntries: 20,
      clock,
    });
    const bff = await startBff({ upstreamUrl: mock.url, store, clock });
    try {
      const buyer = bff.browser();
      await signIn(buyer);
      const flood = bff.browser();
      for (let i = 0; i < 30; i += 1) await flood.post('/api/news/list', { offset: i });
      expect((await buyer.get('/api/session')).body.data).toMatchObject({
        signedIn: true,
        user: { email: demoBuyer.email },
      });
    } finally {
      await bff.close();
      await store.close();
    }
  });
});

describe('cached reads', () => {
  it('are keyed on the normalised body: the same fields in another order share one entry', async () => {
    const bff = await startBff({ upstreamUrl: mock.url });
    try {
      const browser = bff.browser();
      const before = mock.count('/news/list');
      await browser.post('/api/news/list', { offset: 0, limit: 5 });
      await browser.post('/api/news/list', { limit: 5, offset: 0 });
      expect(mock.count('/news/list') - before).toBe(1);
    } finally {
      await bff.close();
    }
  });
});

describe('a session is created', () => {
  it('when they sign in, never for a language choice (the cookie carries it)', async () => {
    const bff = await startBff({ upstreamUrl: mock.url });
    try {
      expect(
        sessionCookie(await bff.browser().put('/api/language', { language: 'jp' })),
      ).toBeUndefined();
      expect(sessionCookie(await bff.browser().post('/api/auth/signin', demoBuyer))).toBeDefined();
    } finally {
      await bff.close();
    }
  });
});
