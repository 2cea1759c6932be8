import { languageOfPage, pageLanguageOf, type Language } from '@kakehashi/contracts/web';
import type { StringsLanguage } from '@/locales';

// Only contracts' zod-free language module at runtime: main.tsx uses this module before i18next
// has loaded, on the first page's weight (docs/architecture.md#the-first-page).

/**
 * The site's locale codes (docs/rules/site-and-pages.md#languages: en and jp; en is the fallback),
 * as contracts name them: the session, the `kk_lang` cookie, the /jp/ prefix, contracts' formats
 * and form messages.
 */
export type Locale = Language;

/**
 * The page language of a locale: `<html lang>`, i18next and the locale files use the BCP 47 code,
 * `ja` for Japanese. The mapping is contracts' one (`pageLanguageOf`, docs/architecture.md#words).
 */
export const pageLanguage = (locale: Locale): StringsLanguage => pageLanguageOf(locale);

/**
 * The locale of a page language (i18next's language, `<html lang>`); anything that is not a
 * page language is the fallback, en.
 */
export const localeOf = (language: string | undefined): Locale => languageOfPage(language);

/** A page language as it is given (i18next's, `<html lang>`), or en for anything else. */
export const stringsLanguageOf = (language: string | undefined): StringsLanguage =>
  pageLanguage(localeOf(language));
