import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { loadStrings, type Strings, type StringsLanguage } from '@/locales';
import { pageLanguage } from './language-prefix';

import type { Language } from '@kakehashi/contracts/web';

/**
 * The site's locale codes (docs/rules/site-and-pages.md#languages: en and jp; en is the fallback).
 */
export type Locale = Language;

export const localeOf = (language: string | undefined): Locale => (language === 'ja' ? 'jp' : 'en');

/** Fetches a language's strings the first time i18next switches to it (the language switch). */
const stringsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, done) => {
    loadStrings(language === 'ja' ? 'ja' : 'en').then(
      (strings) => done(null, strings),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates a ready i18next instance from the strings already at hand (at start, the page
 * language's, loaded before the first render; in tests, both). Initialisation is synchronous; a
 * switch to a language not at hand fetches its strings first, and the page changes language once
 * they are in. No fallback language: every key exists in both languages (locales.test.ts), so a
 * Japanese page never downloads the English strings.
 */
export const createI18n = (
  locale: Locale = 'en',
  strings: Partial<Record<StringsLanguage, Strings>> = {},
) => {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(strings).map(([language, translation]) => [language, { translation }]),
  );
  void instance
    .use(initReactI18next)
    .use(stringsBackend)
    .init({
      resources,
      partialBundledLanguages: true,
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
 * Switches the page language once its strings are in (fetched first if not at hand). Resolves
 * false, leaving the page as it is, when they cannot be fetched: a page of bare keys is worse
 * than the other language.
 */
export const switchLanguage = async (i18n: I18n, locale: Locale): Promise<boolean> => {
  const language = pageLanguage(locale);
  await i18n.loadLanguages(language);
  if (!i18n.hasResourceBundle(language, 'translation')) return false;
  await i18n.changeLanguage(language);
  return true;
};

/** The current locale, for contracts' form messages and formats (which take 'en' | 'jp'). */
export const useLocale = (): Locale => localeOf(useTranslation().i18n.language);
