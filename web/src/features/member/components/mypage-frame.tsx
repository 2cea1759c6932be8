import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/shared/ui/page-shell';
import { mypageGroups, mypageLeave, mypageOverview, type MypageEntry } from '../lib/sections';

function MenuLink({ entry }: { entry: MypageEntry }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={entry.to}
      // A section's own pages (an order's detail under Order history) keep its link current; only
      // the overview, whose path every section's starts with, must match exactly.
      end={entry.to === mypageOverview.to}
      className={({ isActive }) =>
        isActive ? 'mypage__link mypage__link--active' : 'mypage__link'
      }
    >
      {t(entry.label)}
    </NavLink>
  );
}

/**
 * Every member page: the section menu beside the page's own heading and content. The menu has
 * the overview's groups under their names (lib/sections.ts, docs/rules/accounts.md#member-area),
 * the overview above them and leaving below: a column on wide screens, a scrollable row of tabs
 * on phones, each group's name above its tabs.
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
  const menu = useRef<HTMLUListElement>(null);
  // On a phone the row of tabs is wider than the screen: bring the current page's tab into view
  // (the row alone scrolls, not the page), so /mypage/linked does not open on the first tabs; a
  // little of the tab before it stays in sight, showing that the row scrolls.
  useLayoutEffect(() => {
    const row = menu.current;
    const active = row?.querySelector<HTMLElement>('.mypage__link--active');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const offset = active.getBoundingClientRect().left - row.getBoundingClientRect().left;
    row.scrollLeft += offset - 48;
  }, []);
  return (
    <div className="mypage">
      <nav className="mypage__nav" aria-label={t('mypage.navLabel')}>
        <ul className="mypage__menu" ref={menu}>
          <li>
            <MenuLink entry={mypageOverview} />
          </li>
          {mypageGroups.map((group) => (
            <li key={group.key} className="mypage__group">
              <span className="mypage__group-title" id={`mypage-menu-${group.key}`}>
                {t(`mypage.groups.${group.key}`)}
              </span>
              <ul className="mypage__group-links" aria-labelledby={`mypage-menu-${group.key}`}>
                {group.entries.map((entry) => (
                  <li key={entry.key}>
                    <MenuLink entry={entry} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="mypage__group mypage__group--last">
            <MenuLink entry={mypageLeave} />
          </li>
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
