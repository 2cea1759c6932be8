import type { Locale } from './i18n';

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
