/**
 * The app's strings, one pair of files per area: `<area>.en.json` and `<area>.ja.json`. `frame`
 * holds what every page shows (header, footer, navigation, error screens, shared form words) and
 * loads at start; every other area loads with the route modules that declare it
 * (web/src/app/router/lazy-page.ts `routeModule`), in the page language only
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
] as const;

export type StringsArea = (typeof stringAreas)[number];

/** The area every page needs, loaded before the first render. */
export const frameArea: StringsArea = 'frame';

/** The languages strings exist in (the page language: `jp` is `ja`). */
export type StringsLanguage = 'en' | 'ja';
/** One area's strings in one language, as its file holds them. */
export type Strings = Record<string, unknown>;

/**
 * One area's strings in one language. The bundler makes each file a chunk of its own
 * (web/vite.config.ts), so a page downloads only its language and only the areas it shows.
 */
export const loadArea = async (area: StringsArea, language: StringsLanguage): Promise<Strings> => {
  const strings = (await import(`./${area}.${language}.json`)) as { default: Strings };
  return strings.default;
};
