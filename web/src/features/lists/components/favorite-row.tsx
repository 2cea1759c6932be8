import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@kakehashi/contracts/web';
import { CompareToggle } from '@/shared/catalog/compare-toggle';
import { productPath } from '@/shared/catalog/product-card';
import { ProductImage } from '@/shared/catalog/product-image';
import { ConfirmRemove } from '@/shared/ui/confirm-remove';
import { useLocale } from '@/shared/i18n/i18n';
import { asYen } from '@/shared/product-facts/fact-values';
import { productName, productSupplier } from '@/shared/product-facts/names';

/** One favourite: picture, name, supplier, the export facts a shortlist needs, and actions. */
export function FavoriteRow({ item, onRemove }: { item: Item; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const name = productName(item, i18n.language);
  const supplier = productSupplier(item, i18n.language);
  const custom = (item.custom ?? {}) as Record<string, unknown>;
  const facts = [
    custom.hscd ? `${t('matching.labels.hscd')} ${String(custom.hscd)}` : '',
    custom.moq != null ? `${t('matching.lists.moq')} ${String(custom.moq)}` : '',
  ].filter(Boolean);
  return (
    <li className="list-row">
      <div className="list-row__image">
        <ProductImage src={item.image_url} />
      </div>
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
        {facts.length > 0 && <p className="list-row__meta">{facts.join(' · ')}</p>}
      </div>
      <p className="list-row__price">
        {custom.retailPriceWotax != null && (
          <>
            <span className="visually-hidden">{t('matching.labels.retailPriceWotax')}: </span>
            {asYen(custom.retailPriceWotax as number, locale)}
          </>
        )}
      </p>
      <div className="list-row__actions">
        <CompareToggle item={item} />
        <ConfirmRemove
          label={t('matching.lists.remove')}
          question={t('matching.lists.confirmRemove', { name })}
          confirmLabel={t('matching.lists.confirm')}
          cancelLabel={t('matching.lists.cancel')}
          onConfirm={onRemove}
        />
      </div>
    </li>
  );
}
