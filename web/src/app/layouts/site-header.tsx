import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { SearchBox } from './search-box';
import { LanguageSwitch } from './language-switch';
import { AccountMenu } from './account-menu';
import { CartCount } from '@/shared/cart/cart-count';

/** The site header: brand, search (for signed-in buyers), language switch and account links. */
export function SiteHeader({ withSearch = true }: { withSearch?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <span className="brand__mark" aria-hidden="true">
            架
          </span>
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {withSearch && signedIn && <SearchBox />}
        <nav className="site-header__tools" aria-label={t('nav.tools')}>
          <LanguageSwitch />
          <CartCount />
          <AccountMenu />
        </nav>
      </div>
    </header>
  );
}
