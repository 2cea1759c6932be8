import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageCount } from '@kakehashi/contracts/web';
import { supplierPageSize, useSupplierItems } from '../api/list-supplier-items';
import { Pager } from './pager';
import { CardGridSkeleton } from '@/shared/ui/skeleton';
import { ErrorNotice } from '@/shared/ui/error-notice';

/** The supplier's products, a page at a time (page in the URL). */
export function SupplierProducts({ supplierId, page }: { supplierId: string; page: number }) {
  const { t, i18n } = useTranslation();
  const items = useSupplierItems(supplierId, page);
  const title = t('matching.supplier.theirProducts');
  return (
    <section className="detail-section" aria-labelledby="products-title">
      <h2 id="products-title">
        {title}
        {items.data && <span className="section-count"> ({items.data.hit})</span>}
      </h2>
      {items.isPending && <CardGridSkeleton count={4} />}
      {items.isError && <ErrorNotice message={items.error.message} />}
      {items.data?.items.length === 0 && (
        <p className="muted">{t('matching.supplier.noProducts')}</p>
      )}
      {items.data && items.data.items.length > 0 && (
        // TEMPORARY until the shared product grid (web/src/shared/catalog/product-grid.tsx) is on main.
        <ul className="item-links" aria-label={title}>
          {items.data.items.map((item) => (
            <li key={item.id}>
              <Link to={`/show?code=${encodeURIComponent(item.code)}`}>
                {i18n.language !== 'ja' && item.name_en ? item.name_en : item.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {items.data && <Pager page={page} pages={pageCount(items.data.hit, supplierPageSize)} />}
    </section>
  );
}
