import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/shared/i18n/language';
import { pageLanguage, type Locale } from '@/shared/i18n/language-codes';

/** The page languages, each named in itself. */
export const languageOptions: { locale: Locale; label: string }[] = [
  { locale: 'en', label: 'English' },
  { locale: 'jp', label: '日本語' },
];

/**
 * Switches the page language and stores the choice through the BFF
 * (docs/rules/site-and-pages.md#languages).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { locale, changeLocale } = useLanguage();

  return (
    <div className="language-switch" role="group" aria-label={t('nav.language')}>
      {languageOptions.map((option) => (
        <button
          key={option.locale}
          type="button"
          lang={pageLanguage(option.locale)}
          className={
            locale === option.locale
              ? 'language-switch__option is-current'
              : 'language-switch__option'
          }
          aria-pressed={locale === option.locale}
          onClick={() => void changeLocale(option.locale)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
