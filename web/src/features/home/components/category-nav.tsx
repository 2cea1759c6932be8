import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategoryTrees } from '@/shared/catalog/api/category-trees';
import { categorySearchPath } from '@/shared/catalog/browse-links';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { categoryIcons, Icon } from '@/shared/ui/icons';
import { HomeSection } from './home-section';

/** Category navigation with icons: every subcategory, one tap to its products. */
export function CategoryNav() {
  const { t } = useTranslation();
  const locale = useLocale();
  const trees = useCategoryTrees();
  const subs = (trees.data?.trees ?? []).flatMap((root) => root.children);
  if (trees.isError) return null;
  return (
    <HomeSection
      id="home-categories"
      title={t('discovery.home.categories')}
      more={{ to: '/search/searchCategory', label: t('discovery.home.allCategories') }}
    >
      <ul className="category-icons">
        {subs.map((c) => (
          <li key={c.code}>
            <Link to={categorySearchPath(c.code)} className="category-icon">
              <span className="category-icon__circle" aria-hidden="true">
                <Icon name={categoryIcons[c.code] ?? 'grid'} size={26} />
              </span>
              <span className="category-icon__name">{localName(c, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
