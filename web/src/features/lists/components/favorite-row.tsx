import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOrder, itemOrderability, type Item } from '@kakehashi/contracts/web';
import { FavoriteLabelsEditor } from './favorite-labels-editor';
import { CompareToggle } from '@/shared/catalog/compare-toggle';
import { listPrice, listPriceIsFrom } from '@/shared/catalog/item-name';
import { openingMoqText } from '@/shared/catalog/opening-moq';
import { PriceTag } from '@/shared/catalog/price-tag';
import { shownRetail } from '@/shared/catalog/retail-quantity';
import { headlineBasis } from '@/shared/catalog/unit-of-sale';
import { OrderabilityNote } from '@/shared/catalog/orderability-note';
import { productPath } from '@/shared/catalog/product-card';
import { ProductImage } from '@/shared/catalog/product-image';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { FactLine } from '@/shared/ui/fact-line';
import { productName, productSupplier } from '@/shared/product-facts/names';

type Props = {
  item: Item;
  /** The labels it is filed under, and every label in use (docs/rules/lists-and-requests.md). */
  labels: string[];
  knownLabels: string[];
  onRemove: () => void;
};

/**
 * One favourite: picture, name, supplier, the export facts a shortlist needs, its labels, and
 * actions (file under labels, compare, remove).
 */
export function FavoriteRow({ item, labels, knownLabels, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const [filing, setFiling] = useState(false);
  const name = productName(item, i18n.language);
  const basis = headlineBasis(item, t);
  const supplier = productSupplier(item, i18n.language);
  const custom = item.custom ?? {};
  // The MOQ its card and its page's quantity box give, not the stated one alone
  // (docs/rules/cart-and-checkout.md#quantity-bounds), in its price's word ('MOQ 12 packs').
  const facts = [
    custom.hscd ? `${t('matching.labels.hscd')} ${custom.hscd}` : '',
    openingMoqText(item, t) ?? '',
  ];
  return (
    <li className="list-row">
      <ProductImage src={item.image_url} className="list-row__image" />
      <div className="list-row__main">
        <h2 className="list-row__name">
          <Link to={productPath(item)}>{name}</Link>
        </h2>
        {supplier.name && (
          <p className="list-row__meta">
            {supplier.id ? (
              <Link to={`/seller?id=${encodeURIComponent(supplier.id)}`}>{supplier.name}</Link>
            ) : (
              supplier.name
            )}
          </p>
        )}
        <FactLine className="list-row__meta" facts={facts} />
        {labels.length > 0 && (
          <ul className="label-chips" aria-label={t('matching.filing.labelsOf', { name })}>
            {labels.map((label) => (
              <li key={label} className="label-chip">
                {label}
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* The price the buyer pays leads, as on the cards; the retail price in Japan second. The
          price says what one unit is, as on the product page ('incl. tax, per 60 g pack':
          docs/rules/cart-and-checkout.md#unit-price). */}
      <div className="list-row__price">
        <PriceTag
          amount={listPrice(item)}
          basis={basis}
          retail={shownRetail(item, basis !== undefined)}
          from={listPriceIsFrom(item)}
          closed={
            !canOrder(itemOrderability(item, new Date())) && (
              <OrderabilityNote item={item} className="price__state" />
            )
          }
        />
      </div>
      <div className="list-row__actions">
        {item.code !== '' && (
          <button
            type="button"
            className="button button--small"
            aria-expanded={filing}
            aria-label={t('matching.filing.editFor', { name })}
            onClick={() => setFiling((open) => !open)}
          >
            {t('matching.filing.edit')}
          </button>
        )}
        <CompareToggle item={item} />
        <ConfirmRemove
          label={t('matching.lists.remove')}
          question={t('matching.lists.confirmRemove', { name })}
          confirmLabel={t('matching.lists.confirm')}
          cancelLabel={t('matching.lists.cancel')}
          onConfirm={onRemove}
        />
      </div>
      {filing && (
        <div className="list-row__editor">
          <FavoriteLabelsEditor
            skuId={item.skus[0]?.id ?? item.id}
            productName={name}
            current={labels}
            known={knownLabels}
            onClose={() => setFiling(false)}
          />
        </div>
      )}
    </li>
  );
}
