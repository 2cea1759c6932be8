import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/shared/ui/icons';

const entries: { key: string; to: string; icon: IconName }[] = [
  { key: 'category', to: '/search/searchCategory', icon: 'grid' },
  { key: 'certification', to: '/search/certification', icon: 'badge' },
  { key: 'location', to: '/search_index_supplier', icon: 'pin' },
  { key: 'specials', to: '/specials', icon: 'star' },
  { key: 'places', to: '/specials_place', icon: 'leaf' },
];

/** docs/rules/discovery.md#top-page top page: search by category, certification, location, specials, local specialities. */
export function BrowseEntries() {
  const { t } = useTranslation();
  return (
    <nav className="browse-entries" aria-label={t('discovery.home.browseBy')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="browse-entry">
              <span className="browse-entry__icon" aria-hidden="true">
                <Icon name={entry.icon} size={26} />
              </span>
              <span className="browse-entry__title">
                {t(`discovery.home.entries.${entry.key}.title`)}
              </span>
              <span className="browse-entry__text">
                {t(`discovery.home.entries.${entry.key}.text`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
