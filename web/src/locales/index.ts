/**
 * The app's strings, one pair of files per area: `<area>.en.json` and `<area>.ja.json`. `frame`
 * holds what every page shows (header, footer, navigation, error screens) and loads at start;
 * `shared` the words of the shared form parts, the pager and the generic error, which many feature
 * pages use and the top page does not; `video` the introduction video's, which the top page loads
 * with its last bands when they are scrolled near; every other area loads with the route modules
 * that declare it (web/src/app/router/lazy-page.ts `routeModule`), in the page language only
 * (docs/architecture.md#the-first-page). A key lives in exactly one area; areas may share a
 * top-level key and hold different leaves of it (`mypage.title` is the frame's, the rest of
 * `mypage` the member area's).
 *
 * To add an area, create its two files and add its name to this list;
 * web/src/locales/__tests__/locales.test.ts checks that both languages have the same keys, that no
 * leaf is in two areas, and that every file is listed; route-strings.test.ts checks that each route
 * declares the areas of every key its code names.
 */
export const stringAreas = [
  'frame',
  'shared',
  'home',
  'catalog',
  'discovery',
  'matching',
  'account',
  'registration',
  'info',
  'member',
  'reviews',
  'linked',
  'shop',
  'video',
  'trade',
] as const;

export type StringsArea = (typeof stringAreas)[number];

/** The area every page needs, loaded before the first render. */
export const frameArea: StringsArea = 'frame';

/** The languages strings exist in (the page language: `jp` is `ja`). */
export type StringsLanguage = 'en' | 'ja';
/** One area's strings in one language, as its file holds them. */
export type Strings = Record<string, unknown>;

type StringsModule = Promise<{ default: Strings }>;

/**
 * Each strings file by area and language, one chunk each (web/vite.config.ts), so a page downloads
 * only its language and only the areas it shows. Spelled out rather than built from a path: the
 * compiler checks it against the list, and the bundle needs no run-time path lookup.
 */
const files: Record<`${StringsArea}.${StringsLanguage}`, () => StringsModule> = {
  'frame.en': () => import('./frame.en.json'),
  'frame.ja': () => import('./frame.ja.json'),
  'shared.en': () => import('./shared.en.json'),
  'shared.ja': () => import('./shared.ja.json'),
  'home.en': () => import('./home.en.json'),
  'home.ja': () => import('./home.ja.json'),
  'catalog.en': () => import('./catalog.en.json'),
  'catalog.ja': () => import('./catalog.ja.json'),
  'discovery.en': () => import('./discovery.en.json'),
  'discovery.ja': () => import('./discovery.ja.json'),
  'matching.en': () => import('./matching.en.json'),
  'matching.ja': () => import('./matching.ja.json'),
  'account.en': () => import('./account.en.json'),
  'account.ja': () => import('./account.ja.json'),
  'registration.en': () => import('./registration.en.json'),
  'registration.ja': () => import('./registration.ja.json'),
  'info.en': () => import('./info.en.json'),
  'info.ja': () => import('./info.ja.json'),
  'member.en': () => import('./member.en.json'),
  'member.ja': () => import('./member.ja.json'),
  'reviews.en': () => import('./reviews.en.json'),
  'reviews.ja': () => import('./reviews.ja.json'),
  'linked.en': () => import('./linked.en.json'),
  'linked.ja': () => import('./linked.ja.json'),
  'shop.en': () => import('./shop.en.json'),
  'shop.ja': () => import('./shop.ja.json'),
  'video.en': () => import('./video.en.json'),
  'video.ja': () => import('./video.ja.json'),
  'trade.en': () => import('./trade.en.json'),
  'trade.ja': () => import('./trade.ja.json'),
};

/** One area's strings in one language. */
export const loadArea = async (area: StringsArea, language: StringsLanguage): Promise<Strings> =>
  (await files[`${area}.${language}`]()).default;
