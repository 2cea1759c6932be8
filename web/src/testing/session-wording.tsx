import { screen, waitFor } from '@testing-library/react';
import { renderApp, signedInSession, signedOutSession } from '@/testing/render-app';
import { createFakeApi, ok, type FakeAnswer } from '@/testing/fake-api';
import { answerCatalogLookups } from '@/testing/catalog-fakes';

// docs/upstream.md#languages: the upstream words some names in the session language only, and a
// switch shows the new language before the session has stored it. Until a screen's answer is
// read again in the new language, the names it holds are the language just left: the screen shows
// them loading, never in that language, and shows the new ones once read. The fake BFF answers
// in the language its session holds, which changes only when the test answers PUT /language.

export type Locale = 'en' | 'jp';
/** A screen showing names the upstream words in the session language. */
export type WordedScreen = {
  url: string;
  signedIn: boolean;
  /** The answers, worded in the language the session holds when asked. */
  answers: (held: () => Locale) => Record<string, () => FakeAnswer>;
  /** The session-worded names as the screen shows them, per language. */
  names: Record<Locale, string[]>;
};

export const shown = () => document.body.textContent ?? '';
const switchButton: Record<Locale, string> = { en: 'English', jp: '日本語' };

/** Renders the screen in `from`, its PUT /language held until the returned `store` is called. */
export const openHoldingTheSave = async (view: WordedScreen, from: Locale) => {
  localStorage.setItem('kakehashi.cartCode', 'c1');
  let held: Locale = from;
  const api = createFakeApi(view.answers(() => held));
  answerCatalogLookups(api);
  const rendered = renderApp(null, {
    url: view.url,
    api,
    session: { ...(view.signedIn ? signedInSession : signedOutSession), language: from },
  });
  // After the render, which answers PUT /language at once.
  let answer = () => {};
  api.on(
    'PUT /language',
    ({ body }) =>
      new Promise<FakeAnswer>((resolve) => {
        const language = (body as { language: Locale }).language;
        answer = () => {
          held = language;
          resolve(ok({ language }));
        };
      }),
  );
  for (const name of view.names[from])
    expect(await screen.findByText(name, { exact: false })).toBeInTheDocument();
  return { ...rendered, api, store: () => answer() };
};

/**
 * For each screen, both ways (jp to en, en to jp): with the save held, its names are not shown in
 * the language left; once stored, they are read in the new one.
 */
export const describeWordedScreens = (screens: Record<string, WordedScreen>) =>
  describe.each(Object.entries(screens))('%s', (_, view) => {
    it.each([
      ['jp', 'en'],
      ['en', 'jp'],
    ] as const)(
      'from %s to %s: read again in the new language, never shown in the old one once it is stored',
      async (from, to) => {
        const { user, store } = await openHoldingTheSave(view, from);

        await user.click(screen.getByRole('button', { name: switchButton[to] }));
        await waitFor(() => expect(document.documentElement.lang).toBe(to === 'jp' ? 'ja' : 'en'));
        // The page is in the new language; the session still holds the old one.
        for (const name of view.names[from]) expect(shown()).not.toContain(name);

        store();
        for (const name of view.names[to])
          expect(await screen.findByText(name, { exact: false })).toBeInTheDocument();
        for (const name of view.names[from]) expect(shown()).not.toContain(name);
      },
    );
  });
