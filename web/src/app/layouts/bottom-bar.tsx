import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { Icon, type IconName } from '@/shared/ui/icons';

const tabs: { key: string; to: string; icon: IconName; end?: boolean }[] = [
  { key: 'home', to: '/', icon: 'home', end: true },
  { key: 'search', to: '/search/searchCategory', icon: 'search' },
  { key: 'favorites', to: '/favorites', icon: 'heart' },
  { key: 'follows', to: '/follows', icon: 'factory' },
  { key: 'account', to: '/account/change_password', icon: 'user' },
];

/** UI.md "Frame": at ≤ 768 px a bottom bar with the buyer's main places (hidden when wide). */
export function BottomBar() {
  const { t } = useTranslation();
  const signedIn = useSession().data?.signedIn === true;
  if (!signedIn) return null;
  return (
    <nav className="bottom-bar" aria-label={t('discovery.frame.bottomBar')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.to} end={tab.end} className="bottom-bar__tab">
              <Icon name={tab.icon} size={22} />
              <span>{t(`discovery.frame.tabs.${tab.key}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
