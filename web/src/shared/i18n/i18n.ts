import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en, ja } from '@/locales';

import type { Language } from '@kakehashi/contracts/web';

/**
 * The site's locale codes (docs/rules/site-and-pages.md#languages: en and jp; en is the fallback).
 */
export type Locale = Language;

/**
 * docs/rules/site-and-pages.md#languages: page language is ja when the locale is jp, otherwise the
 * locale.
 */
export const pageLanguage = (locale: Locale): 'en' | 'ja' => (locale === 'jp' ? 'ja' : 'en');

export const localeOf = (language: string | undefined): Locale => (language === 'ja' ? 'jp' : 'en');

export const resources = { en: { translation: en }, ja: { translation: ja } } as const;

/** Creates a ready i18next instance; resources are bundled, so initialisation is synchronous. */
export const createI18n = (locale: Locale = 'en') => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: pageLanguage(locale),
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
};

/** Keeps `<html lang>` in step with the page language (docs/rules/site-and-pages.md#languages). */
export const applyDocumentLanguage = (locale: Locale): void => {
  document.documentElement.lang = pageLanguage(locale);
};

/** The current locale, for contracts' form messages and formats (which take 'en' | 'jp'). */
export const useLocale = (): Locale => localeOf(useTranslation().i18n.language);
