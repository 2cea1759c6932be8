import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localName } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { categoryIcons, Icon } from '@/shared/ui/icons';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';
import { useCategoryTrees } from '@/shared/catalog/api/category-trees';
import { categorySearchPath } from '@/shared/catalog/browse-links';

/** docs/rules/discovery.md#screens /search/searchCategory (/search_index_category): every category with its products. */
export function CategoryListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const trees = useCategoryTrees();
  return (
    <PageShell title={t('discovery.categories.title')} lead={t('discovery.categories.lead')}>
      {trees.isPending && <TextSkeleton lines={8} />}
      {trees.isError && <ErrorNotice message={trees.error.message} />}
      <div className="category-sections">
        {trees.data?.trees.map((root) => (
          <section
            key={root.code}
            className="category-section"
            aria-labelledby={`cat-${root.code}`}
          >
            <h2 id={`cat-${root.code}`} className="category-section__title">
              <Icon name={categoryIcons[root.code] ?? 'grid'} size={22} />
              <Link to={categorySearchPath(root.code)}>{localName(root, locale)}</Link>
              <span className="count-badge">
                {t('discovery.categories.products', { count: root.item_count ?? 0 })}
              </span>
            </h2>
            <ul className="category-tiles">
              {root.children.map((child) => (
                <li key={child.code}>
                  <Link className="category-tile" to={categorySearchPath(child.code)}>
                    <span className="category-tile__icon" aria-hidden="true">
                      <Icon name={categoryIcons[child.code] ?? 'grid'} size={26} />
                    </span>
                    <span className="category-tile__text">
                      <span className="category-tile__name">{localName(child, locale)}</span>
                      <span className="category-tile__count">
                        {t('discovery.categories.products', { count: child.item_count ?? 0 })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
