import { useTranslation } from 'react-i18next';
import { useItemList } from '../api/list-items';
import { ProductCard } from '../components/product-card';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { useDocumentTitle } from '@/shared/ui/page-shell';

/** Top page (docs/rules/site-and-pages.md#routes-and-login): the product list of the storefront. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const items = useItemList({ offset: 0, limit: 20 });
  useDocumentTitle(t('home.title'));

  return (
    <section className="page" aria-labelledby="home-title">
      <header className="page__header">
        <h1 id="home-title">{t('home.title')}</h1>
        {items.data && (
          <p className="page__meta">
            {/* docs/rules/search.md#result-cap: results are capped at 4,000 with a message to refine the search. */}
            {t(items.data.hit_capped ? 'home.hitCapped' : 'home.hit', {
              total: items.data.hit.toLocaleString(i18n.language),
            })}
          </p>
        )}
      </header>
      {items.isPending && <CardGridSkeleton count={8} />}
      {items.isError && <ErrorNotice message={items.error.message || t('home.loadError')} />}
      {items.data && items.data.items.length === 0 && <p>{t('home.empty')}</p>}
      {items.data && items.data.items.length > 0 && (
        <ul className="card-grid" aria-label={t('home.title')}>
          {items.data.items.map((item) => (
            <li key={item.id}>
              <ProductCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
