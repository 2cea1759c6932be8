import { act, screen, waitFor } from '@testing-library/react';
import type { SessionData } from '@kakehashi/contracts/web';
import { createFakeApi, type FakeApi } from '@/testing/fake-api';
import { englishWords, latinWords, screenText } from '@/testing/english-words';
import recorded from '@/testing/fixtures/japanese-screens.json';
import { renderApp } from '@/testing/render-app';
import { rememberCartCode } from '@/shared/cart/cart-store';

// docs/rules/site-and-pages.md#languages: one language per screen. Every screen a buyer reads is
// rendered in Japanese from what the real BFF and mock answered to it (recorded by
// scripts/fixtures/record-japanese-screens.ts), and shows no English word that is not a brand, a
// code or a unit, nor one of the buyer's own entries (their name, company and address).

type Call = { method: string; path: string; body: unknown; answer: unknown };
type Screen = { name: string; url: string; calls: Call[] };
const screens = recorded as Screen[];
const screenNamed = (name: string) => screens.find((s) => s.name === name)!;

/** A fake BFF answering as recorded: the answer to the same body, else the first to the path. */
const replay = (calls: Call[]): FakeApi => {
  const api = createFakeApi();
  const keys = new Set(calls.map((c) => `${c.method} ${c.path}`));
  for (const key of keys) {
    const same = calls.filter((c) => `${c.method} ${c.path}` === key);
    api.on(key, (call) => {
      const found = same.find((c) => JSON.stringify(c.body) === JSON.stringify(call.body ?? null));
      return { status: 200, body: (found ?? same[0]!).answer };
    });
  }
  return api;
};

/** The buyer's own entries (their name, company and address words), which stay as typed. */
const ownWords = (calls: Call[]): Set<string> => {
  const words = new Set<string>();
  const collect = (value: unknown, mine: boolean): void => {
    if (typeof value === 'string' && mine) latinWords(value).forEach((w) => words.add(w));
    else if (Array.isArray(value)) value.forEach((v) => collect(v, mine));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value))
        collect(v, mine || /^(user|member|purchaser|reciever|receiver|addresses)$/.test(key));
  };
  // Codes the data gives (coupon codes such as SAMPLEFREE) are codes, not words.
  const codes = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(codes);
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value))
        if (key === 'code' && typeof v === 'string') words.add(v);
        else codes(v);
  };
  calls
    .filter((c) => /session|account\/member|order\//.test(c.path))
    .forEach((c) => collect(c.answer, false));
  calls.filter((c) => c.path.includes('coupon')).forEach((c) => codes(c.answer));
  return words;
};

const sessionOf = (calls: Call[]): Partial<SessionData> =>
  ((calls.find((c) => c.path === '/session')?.answer as { data: SessionData }) ?? {}).data;

/** Renders a recorded screen in Japanese and waits until nothing is loading any more. */
const renderScreen = async (name: string) => {
  const target = screenNamed(name);
  const calls =
    name === 'checkout' ? [...screenNamed('cart').calls, ...target.calls] : target.calls;
  // The browser keeps the cart's code (shared/cart/cart-store.ts): the recorded cart's.
  const cartCall = calls.find((c) => c.path === '/cart/get');
  rememberCartCode((cartCall?.body as { cart_code?: string } | null)?.cart_code ?? null);
  const view = renderApp(null, {
    url: target.url,
    locale: 'jp',
    session: sessionOf(calls),
    api: replay(calls),
  });
  if (name === 'checkout') {
    await view.user.click(await screen.findByRole('button', { name: 'ご購入手続きへ' }));
    await screen.findByRole('heading', { level: 1, name: 'ご購入手続き' });
  }
  await screen.findByRole('heading', { level: 1 });
  // Settled: no query fetching (the lookups that name codes included) and no skeleton left.
  await waitFor(() => {
    expect(view.queryClient.isFetching()).toBe(0);
    expect(document.querySelector('.skeleton, [aria-busy="true"], .page-skeleton')).toBeNull();
  });
  // The last answers' renders are committed before the screen is read.
  await act(async () => {});
  return { own: ownWords(calls) };
};

/** Something each screen shows only with its data: proof the recorded answers were used. */
const shows: Record<string, RegExp> = {
  product: /カートに入れる/,
  search: /件/,
  cart: /小計|合計/,
  checkout: /配送方法/,
  points: /新規会員登録ボーナス/,
  profile: /Pacific/,
  orders: /KK\d+/,
  order: /KK\d+/,
  coupons: /サンプル無料/,
  mypage: /ランク|レギュラー|シルバー|ゴールド/,
  favourites: /お気に入り/,
  signup: /会社名/,
};

afterEach(() => rememberCartCode(null));

describe('a Japanese screen shows no English', () => {
  it.each(screens.map((s) => s.name))('%s', async (name) => {
    const { own } = await renderScreen(name);
    const text = screenText(document.body);
    expect(text).toMatch(shows[name]!);
    expect([...new Set(englishWords(text, own))]).toEqual([]);
  });
});

describe('the English-word check itself', () => {
  it('catches data and words that would leak', () => {
    for (const leak of [
      'ギフト包装 / Gift wrapping',
      'Welcome bonus',
      '与信済み authorized',
      'Thailand、United Kingdom',
      'Invalid email address',
      '2025/12/19 Dec',
    ])
      expect(englishWords(leak)).not.toEqual([]);
  });

  it('lets brands, codes, units, links and the buyer’s own words through', () => {
    expect(
      englishWords(
        'HACCP・ISO認証 MOQ 12 HS 0902.10 60 ml P100327 https://www.example.jp/a 株式会社 Alex',
        new Set(['Alex']),
      ),
    ).toEqual([]);
  });
});
