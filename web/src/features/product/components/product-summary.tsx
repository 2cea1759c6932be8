import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatYen,
  offeredSkus,
  skuVariations,
  variationText,
  type ItemDetail,
} from '@kakehashi/contracts/web';
import { Phrase } from '@/shared/i18n/phrase';
import { keyFacts, type FactSection } from '@/shared/product-facts/product-facts';
import { listPrice, listPriceIsFrom } from '@/shared/catalog/item-name';
import { OrderabilityNote } from '@/shared/catalog/orderability-note';
import { PriceTag } from '@/shared/catalog/price-tag';
import { retailLabel, retailQuantity } from '@/shared/catalog/retail-quantity';
import { retailWithTax } from '@/shared/catalog/retail-with-tax';
import { headlineBasis, unitOfSale } from '@/shared/catalog/unit-of-sale';
import { FactList } from './fact-list';
import { ProductActions } from './product-actions';
import { CompareTray } from '@/shared/compare/compare-tray';
import { hasVariation, labelled } from '@/shared/cart/variation-name';
import { useLocale, type Locale } from '@/shared/i18n/i18n';

type Props = {
  item: ItemDetail;
  name: string;
  supplier: { id?: string; name: string };
  sections: FactSection[];
  /** The variation chosen in the buy section (the page holds it for its buy bar). */
  skuId?: string;
  /** The variation the buyer chose themselves, named to the quote form (ProductActions). */
  chosenSkuId?: string;
  onSkuChange?: (skuId: string) => void;
};

/**
 * The variation the headline price is for, where the variations are priced differently and only
 * one is quoted (docs/rules/cart-and-checkout.md#headline-price): P100002 leads with '¥3,715', its
 * 250g, the 120g not being orderable; without it a buyer cannot tell what that unit is beside a
 * retail price for 120 g. The price's basis already names the variation's amount ('incl. tax, per
 * 250 g pack'), so the line under it says only what else differs ('Flavour: yuzu'), and nothing
 * where the amount is all that differs: 'Net weight: 250g' under 'per 250 g pack' said it twice.
 */
const quotedVariation = (item: ItemDetail, locale: Locale): string | null => {
  const quoted = offeredSkus(item, new Date());
  const priced = new Set(item.skus.map((sku) => sku.price_tax_included));
  const [only] = quoted;
  if (!(priced.size > 1 && quoted.length === 1 && only && hasVariation(only))) return null;
  const parts = skuVariations(only.variation);
  // The part the basis reads its amount from, as unit-of-sale.ts reads it (no product fallback).
  const amount = parts.findIndex((part) => unitOfSale(null, { variation: [part] }));
  return variationText(
    parts.filter((_, index) => index !== amount),
    locale,
  );
};

/**
 * The right column beside the gallery: name, supplier, price, the export facts at a glance,
 * the buy section and the other actions, in that order on a phone. On a wider screen the key facts move
 * under the gallery (matching.css), so the price and the buy section's "Add to cart" share the
 * first screen at 1280x900 (UI.md "Product detail": the price a buyer pays leads).
 */
export function ProductSummary({
  item,
  name,
  supplier,
  sections,
  skuId,
  chosenSkuId,
  onSkuChange,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const businessType = item.custom?.businessType;
  const quoted = quotedVariation(item, locale);
  const retail = item.custom?.retailPriceWotax;
  const retailTaxed = retailWithTax(item);
  return (
    <div className="product-summary">
      <div className="product-summary__head">
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
        {/* The price the buyer pays leads, with the variation it is for and, where the product
          cannot simply be ordered, why ('Sales ended': docs/rules/cart-and-checkout.md#orderability);
          the retail price in Japan is in the same block, so the facts below do not repeat it. */}
        <PriceTag
          amount={listPrice(item)}
          basis={headlineBasis(item, t)}
          from={listPriceIsFrom(item)}
          size="lead"
        >
          {quoted && <p className="price__basis">{quoted}</p>}
          <OrderabilityNote item={item} className="price__basis" />
          {/* The retail price in Japan on the price's own basis, tax included, its excl.-tax amount
            (as the upstream gives it and the cards say it) after it: ¥3,720 excl. tax beside
            ¥2,678 incl. tax compared unlike with like. */}
          {retailTaxed != null && (
            <p className="price__retail">
              {retailLabel(retailQuantity(item), t)}{' '}
              <span className="price__retail-amount">
                {t('price.retailWithTax', {
                  price: formatYen(retailTaxed, locale),
                  excluded: formatYen(Number(retail), locale),
                })}
              </span>
            </p>
          )}
        </PriceTag>
      </div>
      <div className="product-summary__facts">
        <h2 className="visually-hidden">{t('matching.product.keyFacts')}</h2>
        <FactList
          facts={keyFacts(sections).filter((fact) => fact.key !== 'retailPriceWotax')}
          className="fact-list fact-list--key"
        />
      </div>
      <div className="product-summary__act">
        <ProductActions
          item={item}
          supplier={supplier}
          skuId={skuId}
          chosenSkuId={chosenSkuId}
          onSkuChange={onSkuChange}
        />
        <CompareTray />
      </div>
    </div>
  );
}
