import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemDetail } from '@kakehashi/contracts/web';
import { useCatalogMasters } from '@/shared/catalog/api/masters';
import { compareList } from '@/shared/catalog/compare-list';
import { FavoriteToggle } from '@/shared/catalog/favorite-toggle';
import { localName } from '@/shared/catalog/item-name';
import { productPath } from '@/shared/catalog/product-card';
import { ProductImage } from '@/shared/catalog/product-image';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { productName, productSupplier } from '@/shared/product-facts/names';

/**
 * The head of one compared product's column: the heart and the way out of the comparison, then
 * picture, name, who makes it (linked to the supplier's page, as on the product page) and where.
 */
export function CompareProductHead({ item }: { item: ItemDetail }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const masters = useCatalogMasters();
  const name = productName(item, i18n.language);
  const supplier = productSupplier(item, i18n.language);
  // The product's producing prefecture, the supplier's own (the card shows it the same way).
  const pref = masters.data?.prefectureByCode.get(String(item.custom?.producingPref ?? ''));
  return (
    <div className="compare-product">
      {/* First, so the heart and "Remove" line up across the columns whatever the names' length. */}
      <div className="compare-product__tools">
        <FavoriteToggle item={item} />
        <button
          type="button"
          className="link-button"
          aria-label={t('matching.compare.remove', { name })}
          onClick={() => compareList.remove(item.id)}
        >
          {t('matching.compare.removeShort')}
        </button>
      </div>
      <ProductImage src={item.image_url} className="compare-product__image" />
      <Link className="compare-product__name" to={productPath(item)}>
        <Phrase>{name}</Phrase>
      </Link>
      {supplier.name && (
        <p className="compare-product__supplier">
          {supplier.id ? (
            <Link to={`/seller?id=${encodeURIComponent(supplier.id)}`}>{supplier.name}</Link>
          ) : (
            supplier.name
          )}
        </p>
      )}
      {pref && <p className="compare-product__pref">{localName(pref, locale)}</p>}
    </div>
  );
}
