import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { mypageSections } from '../lib/sections';

/**
 * Every member page: the section menu (a column on wide screens, a scrollable row of tabs on
 * phones) beside the page's own heading and content.
 */
export function MypageFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mypage">
      <nav className="mypage__nav" aria-label={t('mypage.navLabel')}>
        <ul>
          {mypageSections.map((section) => (
            <li key={section.key}>
              <NavLink
                to={section.to}
                end
                className={({ isActive }) =>
                  isActive ? 'mypage__link mypage__link--active' : 'mypage__link'
                }
              >
                {t(`mypage.nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mypage__main">
        <PageShell title={title} lead={lead}>
          {children}
        </PageShell>
      </div>
    </div>
  );
}
