import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icons';

/** docs/rules/discovery.md#top-page top page contact banner. */
export function ContactBanner() {
  const { t } = useTranslation();
  return (
    <aside className="contact-banner" aria-labelledby="contact-banner-title">
      <span className="contact-banner__icon" aria-hidden="true">
        <Icon name="mail" size={28} />
      </span>
      <div>
        <h2 id="contact-banner-title">{t('discovery.home.contactTitle')}</h2>
        <p>{t('discovery.home.contactText')}</p>
      </div>
      <Link to="/contact" className="button button--primary">
        {t('discovery.home.contactAction')}
      </Link>
    </aside>
  );
}
