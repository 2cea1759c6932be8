import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts';
import { localeOf } from '@/shared/i18n/i18n';
import { formatPrice } from '@/shared/lib/format';

/** The product name in the page language: name_en for English when present. */
export const itemName = (item: Item, language: string): string =>
  localeOf(language) === 'en' && item.name_en ? item.name_en : item.name;

export function ProductCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation();
  const name = itemName(item, i18n.language);
  const price = item.skus[0]?.price_tax_included;

  return (
    <article className="product-card">
      <div className="product-card__image">
        {item.image_url ? <img src={item.image_url} alt="" loading="lazy" /> : <span>{t('home.noImage')}</span>}
      </div>
      <h2 className="product-card__name">{name}</h2>
      <p className="product-card__code">{item.code}</p>
      {price !== undefined && <p className="product-card__price">{formatPrice(price, localeOf(i18n.language))}</p>}
    </article>
  );
}
