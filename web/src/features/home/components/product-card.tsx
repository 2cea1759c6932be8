import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen, type Item } from '@kakehashi/contracts/web';
import { localeOf } from '@/shared/i18n/i18n';

/** The product name in the page language: name_en for English when present. */
export const itemName = (item: Item, language: string): string =>
  localeOf(language) === 'en' && item.name_en ? item.name_en : item.name;

export function ProductCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const name = itemName(item, i18n.language);
  const price = item.skus[0]?.price_tax_included;
  // A missing or broken image shows the placeholder instead of the browser's broken-image icon.
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(item.image_url) && !imageFailed;

  return (
    <article className="product-card">
      <div className="product-card__image">
        {showImage ? (
          <img src={item.image_url} alt="" loading="lazy" onError={() => setImageFailed(true)} />
        ) : (
          <span>{t('home.noImage')}</span>
        )}
      </div>
      <h2 className="product-card__name">{name}</h2>
      <p className="product-card__code">{item.code}</p>
      {price !== undefined && (
        <p className="product-card__price">{formatYen(price, localeOf(i18n.language))}</p>
      )}
    </article>
  );
}
