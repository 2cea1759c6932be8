// No zod here: the web's first page maps languages with these before anything else loads.

/** docs/rules/site-and-pages.md#languages: the two locales; en is the fallback. */
export const languages = ['en', 'jp'] as const;
export type Language = (typeof languages)[number];

/**
 * The page language of a locale, its BCP 47 code: `<html lang>`, the web's strings, the message
 * tables and the upstream's language header say `ja` where the locale is `jp`
 * (docs/architecture.md#words). The locale keeps `jp` where the interface pins it: `/api/session`,
 * `PUT /api/language`, the `kk_lang` cookie and the `/jp/` prefix. This is the one mapping.
 */
export type PageLanguage = 'en' | 'ja';
const pageLanguages = { en: 'en', jp: 'ja' } as const satisfies Record<Language, PageLanguage>;

/** ja for jp, en for en (docs/rules/site-and-pages.md#languages). */
export const pageLanguageOf = (language: Language): PageLanguage => pageLanguages[language];

/** The locale of a page language (`ja` → jp); anything else is the fallback, en. */
export const languageOfPage = (pageLanguage: string | undefined): Language =>
  languages.find((language) => pageLanguages[language] === pageLanguage) ?? 'en';
