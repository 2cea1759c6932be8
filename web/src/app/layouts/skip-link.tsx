import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump past the header. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('nav.skipToContent')}
    </a>
  );
}
