import { useTranslation } from 'react-i18next';
import { formatNumber, pageCount } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { supplierPageSize, useSupplierItems } from '../api/list-supplier-items';
import { Pager } from './pager';
import { ProductGrid } from '@/shared/catalog/product-grid';
import { ProductGridSkeleton } from '@/shared/catalog/product-grid-skeleton';
import { ErrorNotice } from '@/shared/ui/error-notice';

/** The supplier's products, a page at a time (page in the URL). */
export function SupplierProducts({ supplierId, page }: { supplierId: string; page: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = useSupplierItems(supplierId, page);
  // The count in the page language's brackets: 「この事業者の商品（30）」, 'Products (30)'.
  const count = items.data && formatNumber(items.data.hit, locale);
  const title = t('matching.supplier.theirProducts');
  return (
    <section className="detail-section" aria-labelledby="products-title">
      <h2 id="products-title">
        {title}
        {count && (
          <span className="section-count">{locale === 'jp' ? `（${count}）` : ` (${count})`}</span>
        )}
      </h2>
      {items.isPending && <ProductGridSkeleton count={4} />}
      {items.isError && <ErrorNotice message={items.error.message} />}
      {items.data?.items.length === 0 && (
        <p className="muted">{t('matching.supplier.noProducts')}</p>
      )}
      {items.data && items.data.items.length > 0 && (
        <ProductGrid items={items.data.items} label={title} headingLevel={3} />
      )}
      {items.data && <Pager page={page} pages={pageCount(items.data.hit, supplierPageSize)} />}
    </section>
  );
}
