import { manualClock } from '../../../platform/clock';
import { StoreUnavailableError, type KvStore } from '../../../platform/store/kv-store';
import { createMemoryStore } from '../../../platform/store/memory-store';
import { mockAndBffForFile, signIn } from '../../../__tests__/support/stack';

/**
 * docs/rules/site-and-pages.md#languages: the card pages are full page loads the BFF answers
 * itself (docs/rules/cart-and-checkout.md#card-payment). When one fails (here the session store
 * is down as the buyer comes back from the issuer) it says so in the buyer's language, never an
 * English line on a Japanese buyer's screen.
 */
const memory = createMemoryStore({ maxEntries: 10_000, clock: manualClock(Date.now()) });
let down = false;
const store = new Proxy(memory, {
  get(target, name, receiver) {
    const value: unknown = Reflect.get(target, name, receiver);
    if (typeof value !== 'function' || name === 'close') return value;
    return (...args: unknown[]) =>
      down
        ? Promise.reject(new StoreUnavailableError(new Error('store down')))
        : (value as (...a: unknown[]) => unknown).apply(target, args);
  },
}) as KvStore;
const stack = mockAndBffForFile({ store });
afterEach(() => {
  down = false;
});
afterAll(() => memory.close());

describe('a card page that fails', () => {
  it.each([
    ['jp', 'ja', '問題が発生しました。しばらくしてから、もう一度お試しください。'],
    ['en', 'en', 'Something went wrong. Please try again later.'],
  ] as const)('answers in the buyer’s language (%s)', async (language, contentLanguage, text) => {
    const browser = stack.bff.browser();
    await signIn(browser);
    await browser.put('/api/language', { language });
    down = true;
    for (const path of [
      '/checkout/card-return?status=cancel&context=x',
      '/checkout/card-authorize',
    ]) {
      const page = await browser.agent.get(path);
      expect(page.status).toBe(503);
      expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(page.headers['content-language']).toBe(contentLanguage);
      expect(page.text).toBe(text);
    }
  });
});
