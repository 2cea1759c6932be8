import { manualClock } from '../../clock';
import type { KvStore } from '../kv-store';
import { createMemoryStore } from '../memory-store';
import { createSessionRepository, newSessionId } from '../session-repository';

const minute = 60_000;
const lifetimes = { idleTtlMs: 30 * minute, absoluteTtlMs: 120 * minute };

/** The memory store with every command counted: a signed-in request's store cost is visible. */
const counted = (store: KvStore) => {
  const calls: string[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(store).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            calls.push(name);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  ) as unknown as KvStore;
  return { store: wrapped, calls };
};

const setup = async () => {
  const clock = manualClock();
  const { store, calls } = counted(createMemoryStore({ maxEntries: 100, clock }));
  const sessions = createSessionRepository(store, clock, lifetimes);
  const id = newSessionId();
  await sessions.write(id, sessions.fresh('en'));
  calls.length = 0;
  return { clock, sessions, id, calls };
};

describe('a session read (touch)', () => {
  it('slides the idle expiry in one store command', async () => {
    const { clock, sessions, id, calls } = await setup();
    clock.advance(20 * minute);
    expect(await sessions.touch(id)).not.toBeNull();
    expect(calls).toEqual(['getAndExpire']);
    // 40 minutes after creation but 20 after the last use: still alive.
    clock.advance(20 * minute);
    expect(await sessions.touch(id)).not.toBeNull();
    clock.advance(31 * minute);
    expect(await sessions.touch(id)).toBeNull();
  });

  it('never slides past the absolute lifetime', async () => {
    const { clock, sessions, id } = await setup();
    for (let used = 0; used < 100; used += 20) {
      clock.advance(20 * minute);
      expect(await sessions.touch(id)).not.toBeNull();
    }
    // 100 minutes in: the last idle window is cut to the 20 minutes left of 120.
    clock.advance(21 * minute);
    expect(await sessions.read(id)).toBeNull();
  });
});
