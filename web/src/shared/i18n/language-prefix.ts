import { localeOf, pageLanguage, type Locale } from './language-codes';

// No imports but language-codes: main.tsx uses this module before i18next has loaded.

/**
 * docs/rules/site-and-pages.md#language-prefixes: `/jp/…`, `/ja/…`, `/en/…` and the bare `/jp`,
 * `/ja`, `/en` carry a language. Returns the language and the unprefixed path, or null when the
 * path has no prefix.
 */
export const stripLanguagePrefix = (pathname: string): { locale: Locale; path: string } | null => {
  const match = /^\/(jp|ja|en)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  // A prefix is a locale (/jp/, /en/) or the page language of one (/ja/).
  const prefix = match[1];
  const locale = prefix === 'jp' || prefix === 'en' ? prefix : localeOf(prefix);
  return { locale, path: match[2] && match[2] !== '' ? match[2] : '/' };
};

/** Keeps `<html lang>` in step with the page language (docs/rules/site-and-pages.md#languages). */
export const applyDocumentLanguage = (locale: Locale): void => {
  document.documentElement.lang = pageLanguage(locale);
};
