import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { getI18n, initReactI18next, useTranslation } from 'react-i18next';
import {
  frameArea,
  loadArea,
  stringAreas,
  type Strings,
  type StringsArea,
  type StringsLanguage,
} from '@/locales';
import { localeOf, pageLanguage, stringsLanguageOf, type Locale } from './language-codes';

export type { Locale } from './language-codes';

/**
 * Fetches one area's strings in one language, when a route needs an area not yet at hand or the
 * language switch needs the other language of an area already shown. i18next keeps each area as a
 * namespace of its own and remembers which are loaded.
 */
const stringsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, area, done) => {
    loadArea(area as StringsArea, stringsLanguageOf(language)).then(
      (strings) => done(null, strings),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The areas this instance holds in its page language (at start, the frame). */
const loadedAreas = (i18n: I18n): string[] => [i18n.options.ns ?? []].flat();

/**
 * Creates a ready i18next instance from the strings already at hand (at start, the page
 * language's frame, loaded before the first render; in tests, every area in both languages).
 * Initialisation is synchronous. Each area is a namespace and a lookup tries every
 * area (the frame first), so a key reads the same wherever it lives. No fallback language: every
 * key exists in both languages (locales.test.ts), so a Japanese page never downloads English.
 */
export const createI18n = (
  locale: Locale = 'en',
  strings: Partial<Record<StringsLanguage, Partial<Record<StringsArea, Strings>>>> = {},
) => {
  const instance = i18next.createInstance();
  // i18next adds each loaded area to the language's object it was given: copy it, so strings
  // shared between instances (tests) never gain areas another instance loaded.
  const resources = Object.fromEntries(
    Object.entries(strings).map(([language, areas]) => [language, { ...areas }]),
  );
  void instance
    .use(initReactI18next)
    .use(stringsBackend)
    .init({
      resources,
      partialBundledLanguages: true,
      ns: [frameArea],
      defaultNS: frameArea,
      fallbackNS: stringAreas.filter((area) => area !== frameArea),
      supportedLngs: ['en', 'ja'],
      lng: pageLanguage(locale),
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return instance;
};

/**
 * The areas a route shows, in the page language, fetched if not at hand; a route module loads
 * them alongside its code (web/src/app/router/lazy-page.ts), so its page never renders bare keys.
 * A language switch later fetches the other language of every area loaded so far.
 */
export const loadStringAreas = async (areas: readonly StringsArea[]): Promise<void> => {
  const i18n = getI18n();
  if (!areas.length) return;
  await i18n.loadNamespaces([...areas]);
  const missing = areas.filter((area) => !i18n.hasResourceBundle(i18n.language, area));
  // Like a route chunk that fails to download: the route's error screen, not a page of keys.
  if (missing.length) throw new Error(`Strings not loaded: ${missing.join(', ')}`);
};

/**
 * Switches the page language once its strings are in: the frame and every area loaded so far,
 * fetched first if not at hand. Resolves false, leaving the page as it is, when one cannot be
 * fetched: a page of bare keys is worse than the other language.
 */
export const switchLanguage = async (
  i18n: I18n,
  locale: Locale,
  /** Called once the strings are held, just before the page changes language. */
  beforeChange?: () => void,
): Promise<boolean> => {
  const language = pageLanguage(locale);
  const notHeld = () => loadedAreas(i18n).filter((area) => !i18n.hasResourceBundle(language, area));
  if (notHeld().length) await i18n.reloadResources([language], notHeld());
  if (notHeld().length) return false;
  beforeChange?.();
  await i18n.changeLanguage(language);
  return true;
};

/** The current locale, for contracts' form messages and formats (which take 'en' | 'jp'). */
export const useLocale = (): Locale => localeOf(useTranslation().i18n.language);
