import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@kakehashi/contracts/web';
import { useRecommendations } from '../api/get-recommendations';
import { productName } from '@/shared/product-facts/names';

/** Related products (same category or supplier) and the storefront's recommendations. */
export function RelatedProducts({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const related = useRecommendations(itemId, 'related').data?.items ?? [];
  const popular = useRecommendations(itemId, 'popular').data?.items ?? [];
  return (
    <>
      <ItemRow id="related" title={t('matching.product.related')} items={related} />
      <ItemRow id="recommended" title={t('matching.product.recommended')} items={popular} />
    </>
  );
}

// TEMPORARY until the shared product grid (web/src/shared/catalog/product-grid.tsx) is on main.
function ItemRow({ id, title, items }: { id: string; title: string; items: Item[] }) {
  const { i18n } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="item-links" aria-label={title}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/show?code=${encodeURIComponent(item.code)}`}>
              {productName(item, i18n.language)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
