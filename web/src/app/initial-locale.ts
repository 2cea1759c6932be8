import type { Locale } from '@/shared/i18n/i18n';
import { localeOf } from '@/shared/i18n/language-codes';
import { stripLanguagePrefix } from '@/shared/i18n/language-prefix';
import { markLanguageChosen } from '@/shared/i18n/language-choice';

/**
 * The BFF's readable language cookie (its default name; docs/architecture.md#sessions-and-tokens).
 */
const LANGUAGE_COOKIE = 'kk_lang';

/**
 * The language to start in, before the session answers: a /jp/ or /en/ prefix in the address, else
 * the language cookie, else the `<html lang>` the server wrote, else en (fallback,
 * docs/rules/site-and-pages.md#languages).
 */
export const initialLocale = (doc: Document): Locale => {
  const prefixed = stripLanguagePrefix(doc.location?.pathname ?? '/');
  if (prefixed) {
    markLanguageChosen();
    return prefixed.locale;
  }
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(doc.cookie)?.[1];
  if (cookie === 'jp' || cookie === 'en') {
    markLanguageChosen();
    return cookie;
  }
  return localeOf(doc.documentElement.lang);
};
