import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { useRecommendations } from '../api/get-recommendations';
import { ProductGrid } from '@/shared/catalog/product-grid';

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

function ItemRow({ id, title, items }: { id: string; title: string; items: Item[] }) {
  if (items.length === 0) return null;
  return (
    <section className="detail-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ProductGrid items={items} label={title} headingLevel={3} compact />
    </section>
  );
}
