import { ok } from '@kakehashi/contracts';
import { manualClock } from '../../../platform/clock';
import type { Answer } from '../../../platform/api/result-mapper';
import { createMemoryStore, type MemoryStore } from '../../../platform/store/memory-store';
import { createRepeatGuard } from '../repeat-guard';

// docs/rules/errors-and-messages.md#one-press-one-send: which repeats are answered from memory.
const sent = (id: string): Answer => ({ result: ok({ id }), httpStatus: 200 });
const refused: Answer = {
  result: { status: 'E999-999', data: null, message: 'down' } as unknown as Answer['result'],
  httpStatus: 502,
};

const stores: MemoryStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const guardOn = (clock = manualClock(), options: { maxBytes?: number } = {}) => {
  const store = createMemoryStore({ maxEntries: 10_000, clock });
  stores.push(store);
  return { store, guard: createRepeatGuard({ store, now: clock.now, ...options }) };
};

describe('the repeat guard', () => {
  it('answers a repeat within the window from the first send, and sends again after it', async () => {
    const clock = manualClock();
    const { guard } = guardOn(clock);
    let sends = 0;
    const send = jest.fn(async () => sent(String((sends += 1))));
    const first = await guard('m:1', { text: 'Hi' }, send);
    expect(await guard('m:1', { text: 'Hi' }, send)).toEqual(first);
    expect(send).toHaveBeenCalledTimes(1);
    // Another sender, or another body, is another send.
    await guard('m:2', { text: 'Hi' }, send);
    await guard('m:1', { text: 'Hello' }, send);
    expect(send).toHaveBeenCalledTimes(3);
    clock.advance(60_000);
    await guard('m:1', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('forgets a refused or failed send, so it can be sent again at once', async () => {
    const { guard } = guardOn();
    const refusing = jest.fn(async () => refused);
    await guard('m:1', { text: 'Hi' }, refusing);
    await guard('m:1', { text: 'Hi' }, refusing);
    expect(refusing).toHaveBeenCalledTimes(2);
    const throwing = jest.fn(async (): Promise<Answer> => {
      throw new Error('store down');
    });
    await expect(guard('m:1', { text: 'Yo' }, throwing)).rejects.toThrow('store down');
    await expect(guard('m:1', { text: 'Yo' }, throwing)).rejects.toThrow('store down');
    expect(throwing).toHaveBeenCalledTimes(2);
  });

  it('keeps neither the sender nor the body in the store’s keys', async () => {
    const { store, guard } = guardOn();
    const recorded: string[] = [];
    const setIfAbsent = store.setIfAbsent.bind(store);
    store.setIfAbsent = async (key, value, ttlMs) => {
      recorded.push(key);
      return setIfAbsent(key, value, ttlMs);
    };
    await guard('s:secret-session-id', { text: 'Hi' }, async () => sent('1'));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatch(/^repeat:[\w-]{43}$/);
  });

  it('stays within its bytes: once a window’s share is spent, a new send goes unremembered', async () => {
    const clock = manualClock();
    const { store, guard } = guardOn(clock, { maxBytes: 16_384 });
    const send = jest.fn(async () => sent('1'));
    for (let i = 0; i < 100; i += 1) await guard(`m:${i}`, { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(100);
    expect(store.usage().repeatBytes).toBeLessThanOrEqual(16_384);
    // The first are remembered; the last found no room and are sent again.
    await guard('m:0', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(100);
    await guard('m:99', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(101);
    // A new window has room again.
    clock.advance(60_000);
    await guard('m:99', { text: 'Hi' }, send);
    await guard('m:99', { text: 'Hi' }, send);
    expect(send).toHaveBeenCalledTimes(102);
  });
});
