import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { cartBadge, useCartCount } from '@/shared/cart/cart-count';
import { Icon, type IconName } from '@/shared/ui/icons';

const tabs: { key: string; to: string; icon: IconName; end?: boolean }[] = [
  { key: 'home', to: '/', icon: 'home', end: true },
  { key: 'search', to: '/search/searchCategory', icon: 'search' },
  { key: 'favorites', to: '/favorites', icon: 'heart' },
  { key: 'cart', to: '/cart', icon: 'cart' },
  { key: 'account', to: '/mypage', icon: 'user' },
];

/**
 * UI.md "Frame": at ≤ 768 px a bottom bar with Home, Search, Favourites, Cart and Account (hidden
 * when wide). The cart tab carries the count of products (lines, not units), so a phone buyer sees it without opening the menu.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const signedIn = useSession().data?.signedIn === true;
  const count = useCartCount();
  if (!signedIn) return null;
  return (
    <nav className="bottom-bar" aria-label={t('discovery.frame.bottomBar')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className="bottom-bar__tab"
              aria-label={
                tab.key === 'cart' && count !== undefined
                  ? t('cart.headerLink', { count })
                  : undefined
              }
            >
              <Icon name={tab.icon} size={22} />
              <span>{t(`discovery.frame.tabs.${tab.key}`)}</span>
              {tab.key === 'cart' && !!count && (
                <span className="bottom-bar__badge" aria-hidden="true">
                  {cartBadge(count)}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
