import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/language';
import { pageLanguage, type Locale } from '@/shared/i18n/language-codes';
import { languageOptions } from './language-switch';

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The footer's language choice (docs/rules/site-and-pages.md#languages): the other language as a
 * link to this page under its prefix (`/jp/…`, `/en/…`), which the BFF and the app both read, so
 * it also works opened in a new tab; a plain click switches in place as the header's switch does.
 * The current language is named, not linked.
 */
export function FooterLanguage() {
  const { t } = useTranslation();
  const { locale, changeLocale } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const switchTo = (event: MouseEvent, next: Locale) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    void changeLocale(next);
  };
  return (
    <ul className="site-footer__language" aria-label={t('nav.language')}>
      {languageOptions.map((option) => (
        <li key={option.locale} lang={pageLanguage(option.locale)}>
          {option.locale === locale ? (
            <span aria-current="true">{option.label}</span>
          ) : (
            <a
              href={`/${option.locale}${pathname}${search}${hash}`}
              hrefLang={pageLanguage(option.locale)}
              onClick={(event) => switchTo(event, option.locale)}
            >
              {option.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
