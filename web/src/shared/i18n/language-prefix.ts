import type { StringsLanguage } from '@/locales';
import type { Locale } from './i18n';

// No runtime imports: main.tsx uses this module before i18next has loaded.

const prefixLocales: Record<string, Locale> = { jp: 'jp', ja: 'jp', en: 'en' };

/**
 * docs/rules/site-and-pages.md#language-prefixes: `/jp/…`, `/ja/…`, `/en/…` and the bare `/jp`,
 * `/ja`, `/en` carry a language. Returns the language and the unprefixed path, or null when the
 * path has no prefix.
 */
export const stripLanguagePrefix = (pathname: string): { locale: Locale; path: string } | null => {
  const match = /^\/(jp|ja|en)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const locale = prefixLocales[match[1] ?? ''];
  if (!locale) return null;
  return { locale, path: match[2] && match[2] !== '' ? match[2] : '/' };
};

/**
 * docs/rules/site-and-pages.md#languages: page language is ja when the locale is jp, otherwise the
 * locale.
 */
export const pageLanguage = (locale: Locale): StringsLanguage => (locale === 'jp' ? 'ja' : 'en');

/** Keeps `<html lang>` in step with the page language (docs/rules/site-and-pages.md#languages). */
export const applyDocumentLanguage = (locale: Locale): void => {
  document.documentElement.lang = pageLanguage(locale);
};
