import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemDetail } from '@kakehashi/contracts/web';
import { Phrase } from '@/shared/i18n/phrase';
import { keyFacts, type FactSection } from '@/shared/product-facts/product-facts';
import { listPrice, listPriceIsFrom } from '@/shared/catalog/item-name';
import { PriceTag } from '@/shared/catalog/price-tag';
import { retailQuantity } from '@/shared/catalog/retail-quantity';
import { FactList } from './fact-list';
import { ProductActions } from './product-actions';
import { CompareTray } from '@/shared/compare/compare-tray';
import { labelled } from '@/shared/cart/variation-name';
import { useLocale } from '@/shared/i18n/i18n';

type Props = {
  item: ItemDetail;
  name: string;
  supplier: { id?: string; name: string };
  sections: FactSection[];
  /** The variation chosen in the buy section (the page holds it for its buy bar). */
  skuId?: string;
  onSkuChange?: (skuId: string) => void;
};

/** The right column beside the gallery: name, supplier, the export facts at a glance, actions. */
export function ProductSummary({ item, name, supplier, sections, skuId, onSkuChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const businessType = item.custom?.businessType;
  return (
    <div className="product-summary">
      {businessType != null && (
        <p className="product-summary__eyebrow">
          {t(`catalog.businessType.${String(businessType)}`, {
            defaultValue: String(businessType),
          })}
        </p>
      )}
      <h1 id="page-title" className="product-summary__name" tabIndex={-1}>
        <Phrase>{name}</Phrase>
      </h1>
      <p className="product-summary__supplier">
        {supplier.id ? (
          <Link to={`/seller?id=${encodeURIComponent(supplier.id)}`}>{supplier.name}</Link>
        ) : (
          supplier.name
        )}
        <span className="product-summary__code">
          {labelled(t('matching.product.code'), item.code ?? '', locale)}
        </span>
      </p>
      {/* The price the buyer pays leads; the retail price in Japan is in the same block, so the
          facts below do not repeat it. */}
      <PriceTag
        amount={listPrice(item)}
        retail={item.custom?.retailPriceWotax}
        retailFor={retailQuantity(item)}
        from={listPriceIsFrom(item)}
        size="lead"
      />
      <h2 className="visually-hidden">{t('matching.product.keyFacts')}</h2>
      <FactList
        facts={keyFacts(sections).filter((fact) => fact.key !== 'retailPriceWotax')}
        className="fact-list fact-list--key"
      />
      <ProductActions item={item} supplier={supplier} skuId={skuId} onSkuChange={onSkuChange} />
      <CompareTray />
    </div>
  );
}
