/**
 * The app's strings, one pair of files per feature area: `<area>.en.json` and `<area>.ja.json`,
 * top-level keys unique to the area. To add an area, create its two files and add its name to this
 * list; web/src/locales/__tests__/locales.test.ts checks that both languages have the same keys
 * and that no two areas claim the same top-level key.
 */
export const localeAreas = [
  'core',
  'catalog',
  'discovery',
  'shop',
  'member',
  'matching',
  'reviews',
  'linked',
] as const;

/** The languages strings exist in (the page language: `jp` is `ja`). */
export type StringsLanguage = 'en' | 'ja';
/** One language's strings, every area merged (top-level keys are unique per area). */
export type Strings = Record<string, unknown>;

/**
 * One language's strings, fetched when that language is shown: the first page downloads only its
 * own language (docs/architecture.md#the-first-page). The bundler puts each language's files in
 * one chunk of their own (web/vite.config.ts), so this is a single request.
 */
export const loadStrings = async (language: StringsLanguage): Promise<Strings> => {
  const parts = await Promise.all(
    localeAreas.map(
      (area) => import(`./${area}.${language}.json`) as Promise<{ default: Strings }>,
    ),
  );
  return Object.assign({}, ...parts.map((part) => part.default)) as Strings;
};
