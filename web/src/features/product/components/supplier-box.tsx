import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FollowToggle } from '@/shared/follows/follow-toggle';
import { supplierFacts } from '@/shared/suppliers/supplier-facts';
import { supplierName, useSupplier } from '@/shared/suppliers/use-supplier';
import { FactLine } from '@/shared/ui/fact-line';

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
            <FactLine
              className="supplier-box__meta"
              facts={supplierFacts(supplier, t, i18n.language)}
            />
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
