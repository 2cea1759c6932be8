import { manualClock } from '../../clock';
import { loadConfig } from '../../config/config';
import { StoreUnavailableError } from '../../store/kv-store';
import { createMemoryStore } from '../../store/memory-store';
import { demoBuyer, mockForFile, signIn, startBff } from '../../../__tests__/support/stack';

// docs/security.md#anonymous-sessions: the memory store's sessions are bounded in bytes, not only
// in count — a record carries a pending e-mail, the user and checkout state, so a count alone
// bounded nothing.
const mib = 1024 * 1024;
const minute = 60_000;
/** A stored value of `chars` characters (a sealed record is base64url text). */
const record = (chars: number, mark: string | number) => `${mark}.`.padEnd(chars, 'x');

const setup = (bytes: { signedIn: number; visitors: number }) =>
  createMemoryStore({
    maxEntries: 10_000,
    // Counts far above what the bytes allow: only the byte bound can hold the store.
    maxSessions: 100_000,
    maxAnonymousSessions: 100_000,
    maxSessionBytes: bytes.signedIn,
    maxAnonymousSessionBytes: bytes.visitors,
    clock: manualClock(),
  });

describe('memory store sessions in bytes', () => {
  it('large signed-in records past the bound: the bytes stay under it, the newest are kept', async () => {
    const store = setup({ signedIn: 2 * mib, visitors: mib });
    try {
      // 400 records of 20,000 characters: ~16 MB counted, eight times the bound.
      for (let i = 0; i < 400; i += 1) await store.set(`sess:${i}`, record(20_000, i), minute);
      const usage = store.usage();
      expect(usage.sessionBytes).toBeLessThanOrEqual(2 * mib);
      expect(usage.sessions).toBeGreaterThan(0);
      expect(usage.sessions).toBeLessThan(400);
      expect(await store.get('sess:399')).toBe(record(20_000, 399));
      expect(await store.get('sess:0')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('a flood of large visitor records evicts only visitors, never a signed-in buyer', async () => {
    const store = setup({ signedIn: 2 * mib, visitors: mib });
    try {
      for (let i = 0; i < 20; i += 1) await store.set(`sess:${i}`, record(2_000, i), minute);
      for (let i = 0; i < 500; i += 1) await store.set(`anon:${i}`, record(20_000, i), minute);
      const usage = store.usage();
      expect(usage.anonymousSessionBytes).toBeLessThanOrEqual(mib);
      expect(usage.sessions).toBe(20);
      for (let i = 0; i < 20; i += 1) expect(await store.get(`sess:${i}`)).toBe(record(2_000, i));
    } finally {
      await store.close();
    }
  });

  it('refuses a record too large on its own (503) instead of evicting the others, and keeps the earlier one', async () => {
    const store = setup({ signedIn: 2 * mib, visitors: mib });
    try {
      for (let i = 0; i < 10; i += 1) await store.set(`sess:${i}`, record(2_000, i), minute);
      await store.set('anon:big', record(1_000, 'small'), minute);
      // A 1 M-character value is 2 MB counted: the whole signed-in budget, twice the visitors'.
      await expect(store.set('sess:0', record(mib, 'huge'), minute)).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
      await expect(store.set('anon:big', record(mib, 'huge'), minute)).rejects.toBeInstanceOf(
        StoreUnavailableError,
      );
      await expect(
        store.setIfAbsent('sess:new', record(mib, 'huge'), minute),
      ).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(store.usage().sessions).toBe(10);
      expect(await store.get('sess:0')).toBe(record(2_000, 0));
      expect(await store.get('anon:big')).toBe(record(1_000, 'small'));
    } finally {
      await store.close();
    }
  });

  it('are configured in bytes, with defaults and refusals at boot', () => {
    const defaults = loadConfig({});
    if (!defaults.ok) throw new Error(defaults.message);
    expect(defaults.config.store).toMatchObject({
      maxSessionBytes: 64 * mib,
      maxAnonymousSessionBytes: 32 * mib,
    });
    const set = loadConfig({
      MEMORY_STORE_MAX_SESSION_BYTES: String(8 * mib),
      MEMORY_STORE_MAX_ANONYMOUS_SESSION_BYTES: String(4 * mib),
    });
    expect(set.ok && set.config.store).toMatchObject({
      maxSessionBytes: 8 * mib,
      maxAnonymousSessionBytes: 4 * mib,
    });
    const refused = loadConfig({
      MEMORY_STORE_MAX_SESSION_BYTES: '1000',
      MEMORY_STORE_MAX_ANONYMOUS_SESSION_BYTES: 'lots',
    });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/MEMORY_STORE_MAX_SESSION_BYTES/);
    expect(!refused.ok && refused.message).toMatch(/MEMORY_STORE_MAX_ANONYMOUS_SESSION_BYTES/);
  });
});

describe('a signed-in buyer in a memory store bounded in bytes', () => {
  const mock = mockForFile();

  it('outlives a flood of new visitors and its record is counted in bytes', async () => {
    const clock = manualClock(Date.now());
    const store = createMemoryStore({
      maxEntries: 10_000,
      maxSessionBytes: mib,
      maxAnonymousSessionBytes: mib,
      clock,
    });
    const bff = await startBff({
      upstreamUrl: mock.url,
      store,
      clock,
      env: { SESSION_CREATE_LIMIT_PER_ADDRESS: '1000' },
    });
    try {
      const buyer = bff.browser();
      await signIn(buyer);
      const signedIn = store.usage();
      expect(signedIn.sessionBytes).toBeGreaterThan(0);
      // Visitors filling their budget many times over with large records.
      for (let i = 0; i < 200; i += 1) await store.set(`anon:${i}`, record(20_000, i), minute);
      expect(store.usage()).toMatchObject({
        sessions: signedIn.sessions,
        sessionBytes: signedIn.sessionBytes,
      });
      expect(store.usage().anonymousSessionBytes).toBeLessThanOrEqual(mib);
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
