import { manualClock } from '../../clock';
import {
  demoBuyer,
  mockForFile,
  signIn,
  startBff,
  startGuestSession,
  type Browser,
} from '../../../__tests__/support/stack';
import { createMemoryStore } from '../../store/memory-store';

// docs/security.md#anonymous-sessions: anonymous requests cannot push signed-in buyers out.
const mock = mockForFile();

const setup = async (env: Record<string, string> = {}) => {
  const clock = manualClock(Date.now());
  // Small limits keep the flood short; one shared LRU of 20 would lose the buyer to 30 visitors.
  const store = createMemoryStore({
    maxEntries: 10_000,
    maxSessions: 20,
    maxAnonymousSessions: 20,
    clock,
  });
  const bff = await startBff({ upstreamUrl: mock.url, store, clock, env });
  return {
    bff,
    store,
    close: async () => {
      await bff.close();
      await store.close();
    },
  };
};

describe('anonymous sessions', () => {
  it('a language choice is the cookie alone: 200 of them store nothing', async () => {
    const { bff, store, close } = await setup();
    try {
      for (let i = 0; i < 200; i += 1) {
        const res = await bff.browser().put('/api/language', { language: i % 2 ? 'jp' : 'en' });
        expect(res.body.status).toBe('E000-000');
        expect(String(res.headers['set-cookie'])).toMatch(/^kk_lang=/);
        expect(String(res.headers['set-cookie'])).not.toMatch(/kk_sid=/);
      }
      expect(store.usage()).toMatchObject({ sessions: 0, anonymousSessions: 0 });
    } finally {
      await close();
    }
  });

  it('a signed-in buyer outlives a flood of new anonymous sessions', async () => {
    const { bff, store, close } = await setup({ SESSION_CREATE_LIMIT_PER_ADDRESS: '1000' });
    try {
      const buyer = bff.browser();
      await signIn(buyer);
      for (let i = 0; i < 30; i += 1) await startGuestSession(bff.browser());
      expect(store.usage().anonymousSessions).toBe(20);
      expect((await buyer.get('/api/session')).body.data).toMatchObject({
        signedIn: true,
        user: { email: demoBuyer.email },
      });
    } finally {
      await close();
    }
  });

  it('are counted per address: past the limit a 429 in the language, sessions kept', async () => {
    // One trusted proxy hop: the client address is the X-Forwarded-For the test names.
    const { bff, close } = await setup({
      SESSION_CREATE_LIMIT_PER_ADDRESS: '5',
      SESSION_CREATE_WINDOW_S: '600',
      TRUST_PROXY_HOPS: '1',
    });
    const newCart = (browser: Browser, address: string) =>
      browser.agent.post('/api/cart/create').set('X-CSRF', '1').set('X-Forwarded-For', address);
    try {
      const first = bff.browser();
      expect((await newCart(first, '203.0.113.7')).status).toBe(200);
      for (let i = 0; i < 4; i += 1)
        expect((await newCart(bff.browser(), '203.0.113.7')).status).toBe(200);
      const flood = bff.browser();
      await flood.put('/api/language', { language: 'jp' });
      const refused = await newCart(flood, '203.0.113.7');
      expect(refused.status).toBe(429);
      expect(refused.body.status).toBe('E000-429');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(/分後に再度お試しください/);
      expect(String(refused.headers['set-cookie'] ?? '')).not.toMatch(/kk_sid=/);
      // The sessions that exist keep working, and another address is served.
      expect((await newCart(first, '203.0.113.7')).status).toBe(200);
      expect((await newCart(bff.browser(), '198.51.100.1')).status).toBe(200);
    } finally {
      await close();
    }
  });
});
