import { recordingStore } from '../../../__tests__/support/recording-store';
import { manualClock } from '../../../platform/clock';
import {
  demoBuyer,
  mockAndBffForFile,
  signIn,
  type Browser,
} from '../../../__tests__/support/stack';
import { createMemoryStore } from '../../../platform/store/memory-store';
import { cartWith, plainItems, readyOrder } from './support/shop';

/**
 * docs/security.md#session-records: a copy of the store's keys (a dump, `KEYS`, a replica) names no
 * cookie that would open a session, and no member. Placing an order takes a lock in the shared
 * store for its session (one commit at a time); that key must not carry the session id either,
 * and a sign-in's member index and a password change's mark not the member id.
 */
const recording = recordingStore(
  createMemoryStore({ maxEntries: 10_000, clock: manualClock(Date.now()) }),
);
const stack = mockAndBffForFile({ store: recording.store });

const placeOrder = async (browser: Browser) => {
  const [item] = await plainItems(browser);
  await readyOrder(browser, await cartWith(browser, [{ id: item!.skus[0]!.id }]));
  const placed = await browser.post('/api/order/commit');
  expect(placed.body.status).toBe('E000-000');
};

const writes = new Set(['set', 'replace', 'setIfAbsent', 'increment', 'addToIndex']);

const keysNaming = (sessionId: string) =>
  recording.calls
    .map(({ key }) => key)
    .filter((key): key is string => typeof key === 'string' && key.includes(sessionId));

describe('the store keys written while an order is placed', () => {
  it("name no guest's session id", async () => {
    const guest = stack.bff.browser();
    await placeOrder(guest);
    const id = guest.cookie('kk_sid')!;
    expect(recording.calls.some(({ key }) => String(key).startsWith('checkout-commit:'))).toBe(
      true,
    );
    expect(keysNaming(id)).toEqual([]);
  });

  it("name no member's session id", async () => {
    const buyer = stack.bff.browser();
    await signIn(buyer);
    await placeOrder(buyer);
    expect(keysNaming(buyer.cookie('kk_sid')!)).toEqual([]);
  });

  it("name no member's id, through a sign-in, an order and a password change", async () => {
    const buyer = stack.bff.browser();
    await signIn(buyer);
    const session = await buyer.get('/api/session');
    const memberId = String(session.body.data.user.id);
    await placeOrder(buyer);
    const changed = await buyer.post('/api/account/password/update', {
      password: demoBuyer.password,
      newPassword: 'Kakehashi-2027',
    });
    expect(changed.body.status).toBe('E000-000');
    // The keys the store was asked to keep (a credential change also sheds the index as versions
    // before 2026-11-28 named it, which writes nothing: session-repository.ts).
    const namingMember = recording.calls
      .filter(({ command }) => writes.has(command))
      .map(({ key }) => String(key))
      .filter((key) => key.split(':').includes(memberId));
    expect(namingMember).toEqual([]);
  });
});
