import type { Language } from '@kakehashi/contracts/web';
import type { StringsLanguage } from '@/locales';

// No runtime imports: main.tsx uses this module before i18next has loaded.

/**
 * The site's locale codes (docs/rules/site-and-pages.md#languages: en and jp; en is the fallback),
 * as contracts name them: the session, the `kk_lang` cookie, the /jp/ prefix, contracts' formats
 * and form messages.
 */
export type Locale = Language;

/**
 * The one place the web maps a locale to its page language: `<html lang>`, i18next and the
 * locale files use the BCP 47 code, `ja` for Japanese (docs/rules/site-and-pages.md#languages).
 * Every other conversion goes through `pageLanguage` or `localeOf`.
 */
const pageLanguages = { en: 'en', jp: 'ja' } as const satisfies Record<Locale, StringsLanguage>;
const locales = Object.keys(pageLanguages) as Locale[];

/** The page language of a locale: ja for jp, en for en. */
export const pageLanguage = (locale: Locale): StringsLanguage => pageLanguages[locale];

/**
 * The locale of a page language (i18next's language, `<html lang>`); anything that is not a
 * page language is the fallback, en.
 */
export const localeOf = (language: string | undefined): Locale =>
  locales.find((locale) => pageLanguages[locale] === language) ?? 'en';

/** A page language as it is given (i18next's, `<html lang>`), or en for anything else. */
export const stringsLanguageOf = (language: string | undefined): StringsLanguage =>
  pageLanguage(localeOf(language));
