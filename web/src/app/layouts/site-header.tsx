import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { Icon } from '@/shared/ui/icons';
import { SearchBox } from './search-box';
import { LanguageSwitch } from './language-switch';
import { AccountMenu } from './account-menu';
import { CategoryBar } from './category-bar';
import { useStickyHeaderHeight } from './sticky-header-height';
import { CartCount } from '@/shared/cart/cart-count';
import { AlertCount } from '@/features/trade-desk/components/alert-count';

/**
 * The site header (UI.md "Frame"): brand, the search (for signed-in buyers), the buyer's lists,
 * language and account. At ≤ 768 px the search takes the full width under the brand and
 * everything else sits behind the menu button — except the cart with its count, which a guest
 * finds beside the menu button and a member in the bottom bar; the menu closes on every page change.
 * Wider than that, brand and tools keep one row (docs/rules/site-and-pages.md#layouts): the
 * favourites and follows are icons there, their names a tooltip and the links' accessible names,
 * while the opened phone menu has the room to print them.
 */
export function SiteHeader({ withSearch = true }: { withSearch?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.data?.signedIn === true;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  const header = useRef<HTMLElement>(null);
  useStickyHeaderHeight(header);

  return (
    <header className="site-header" ref={header}>
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <span className="brand__mark" aria-hidden="true">
            架
          </span>
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {withSearch && signedIn && <SearchBox />}
        {!signedIn && (
          <div className="site-header__phone-cart">
            <CartCount />
          </div>
        )}
        {/* A phone keeps the new-product count in sight; wide screens show it with the lists. */}
        {signedIn && <AlertCount className="site-header__phone-alerts" />}
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          <span className="visually-hidden">{t('discovery.frame.menu')}</span>
        </button>
        <nav
          id="site-menu"
          className={menuOpen ? 'site-header__tools is-open' : 'site-header__tools'}
          aria-label={t('nav.tools')}
        >
          {signedIn && (
            <ul className="header-links">
              <li>
                <Link
                  to="/favorites"
                  className="header-link"
                  title={t('discovery.frame.favorites')}
                >
                  <Icon name="heart" size={18} />
                  <span className="header-link__label">{t('discovery.frame.favorites')}</span>
                </Link>
              </li>
              <li>
                <Link to="/follows" className="header-link" title={t('discovery.frame.follows')}>
                  <Icon name="factory" size={18} />
                  <span className="header-link__label">{t('discovery.frame.follows')}</span>
                </Link>
              </li>
              <li className="header-links__alerts">
                <AlertCount />
              </li>
            </ul>
          )}
          <LanguageSwitch />
          <CartCount />
          <AccountMenu />
        </nav>
      </div>
      {withSearch && signedIn && <CategoryBar />}
    </header>
  );
}
