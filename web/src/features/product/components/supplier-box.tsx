import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FollowToggle } from '@/shared/follows/follow-toggle';
import { supplierName, supplierPrefecture, useSupplier } from '@/shared/suppliers/use-supplier';

/** The supplier of the product: name, location, business type, products, and a way to follow. */
export function SupplierBox({
  supplierId,
  fallbackName,
}: {
  supplierId: string;
  fallbackName: string;
}) {
  const { t, i18n } = useTranslation();
  const supplier = useSupplier(supplierId).data;
  const name = supplier ? supplierName(supplier, i18n.language) : fallbackName;
  return (
    <section id="supplier" className="detail-section supplier-box" aria-labelledby="supplier-title">
      <h2 id="supplier-title">{t('matching.supplier.box')}</h2>
      <div className="supplier-box__body">
        <div className="supplier-box__mark" aria-hidden="true">
          {name.replace(/^株式会社/, '').slice(0, 1)}
        </div>
        <div className="supplier-box__text">
          <p className="supplier-box__name">
            <Link to={`/seller?id=${encodeURIComponent(supplierId)}`}>{name}</Link>
          </p>
          {supplier && (
            <p className="supplier-box__meta">
              {[
                supplierPrefecture(supplier, i18n.language),
                t(`catalog.businessType.${supplier.business_type}`),
                t('matching.supplier.productCount', { count: supplier.product_count }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        <div className="supplier-box__actions">
          <FollowToggle supplierId={supplierId} supplierName={name} />
          <Link
            className="button button--small"
            to={`/seller?id=${encodeURIComponent(supplierId)}`}
          >
            {t('matching.supplier.view')}
          </Link>
        </div>
      </div>
    </section>
  );
}
