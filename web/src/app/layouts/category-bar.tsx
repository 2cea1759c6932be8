import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategoryTrees } from '@/shared/catalog/api/category-trees';
import { categorySearchPath } from '@/shared/catalog/browse-links';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';

/** How many categories the bar shows before "All categories" (the rest are one click away). */
const shown = 7;

/** UI.md "Frame": under the header on wide screens, the top categories and "All categories". */
export function CategoryBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const trees = useCategoryTrees();
  const top = (trees.data?.trees ?? [])
    .flatMap((root) => root.children)
    .sort((a, b) => (b.item_count ?? 0) - (a.item_count ?? 0))
    .slice(0, shown);
  return (
    <nav className="category-bar" aria-label={t('discovery.frame.categories')}>
      <ul className="category-bar__list">
        <li>
          <NavLink to="/search/searchCategory" className="category-bar__all">
            {t('discovery.frame.allCategories')}
          </NavLink>
        </li>
        {top.map((c) => (
          <li key={c.code}>
            <NavLink to={categorySearchPath(c.code)}>{localName(c, locale)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
