import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { FooterLanguage } from './footer-language';
import { footerLinks } from './footer-links';

/**
 * Footer links (docs/rules/site-and-pages.md#routes-and-login): about, terms, privacy, contact,
 * movie, FAQ (a visitor who is not signed in gets only the public ones); then the language choice.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const signedIn = useSession().data?.signedIn;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            {footerLinks.map(
              (link) =>
                (signedIn || !('member' in link)) && (
                  <li key={link.key}>
                    <Link to={link.to}>{t(`footer.${link.key}`)}</Link>
                  </li>
                ),
            )}
          </ul>
        </nav>
        <FooterLanguage />
        <p className="site-footer__copyright">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
