import type { Language } from '@kakehashi/contracts';

const prefixLanguages: Record<string, Language> = { jp: 'jp', ja: 'jp', en: 'en' };

/**
 * docs/rules/site-and-pages.md#language-prefixes: `/jp/…`, `/ja/…`, `/en/…` and the bare `/jp`,
 * `/ja`, `/en` carry a language (ja is read as jp). Returns the language and the path without the
 * prefix, or null when there is none.
 */
export const stripLanguagePrefix = (
  pathname: string,
): { language: Language; path: string } | null => {
  const match = /^\/(jp|ja|en)(\/.*)?$/.exec(pathname);
  const language = match ? prefixLanguages[match[1] ?? ''] : undefined;
  if (!match || !language) return null;
  return { language, path: match[2] || '/' };
};
