import { manualClock } from '../../clock';
import { recordingStore } from '../../../__tests__/support/recording-store';
import { createMemoryStore } from '../../store/memory-store';
import { createSessionRepository, newSessionId } from '../session-repository';

const minute = 60_000;
const lifetimes = { idleTtlMs: 30 * minute, absoluteTtlMs: 120 * minute };

const setup = async () => {
  const clock = manualClock();
  // Every store command recorded: a signed-in request's store cost is visible.
  const { store, calls, commands } = recordingStore(createMemoryStore({ maxEntries: 100, clock }));
  const sessions = createSessionRepository(store, clock, lifetimes);
  const id = newSessionId();
  await sessions.create(id, sessions.fresh('en'));
  calls.length = 0;
  return { clock, sessions, id, commands };
};

describe('a session read (touch)', () => {
  it('slides the idle expiry in one store command', async () => {
    const { clock, sessions, id, commands } = await setup();
    clock.advance(20 * minute);
    expect(await sessions.touch(id)).not.toBeNull();
    expect(commands()).toEqual(['getAndExpire']);
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
