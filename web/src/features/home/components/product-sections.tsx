import { useTranslation } from 'react-i18next';
import { ProductCard } from '@/shared/catalog/product-card';
import { ProductGrid, ProductGridSkeleton } from '@/shared/catalog/product-grid';
import { useItemRanking } from '../api/get-item-ranking';
import { useRecommendations } from '../api/get-recommendations';
import { useViewedItems } from '../api/get-viewed-items';
import { HomeSection } from './home-section';

/** docs/rules/discovery.md#top-page top page recommendations (recommend API). */
export function Recommendations() {
  const { t } = useTranslation();
  const query = useRecommendations(10);
  if (query.isError) return null;
  return (
    <HomeSection
      id="home-recommended"
      title={t('discovery.home.recommended')}
      more={{ to: '/search/searchList', label: t('discovery.home.allProducts') }}
    >
      {query.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : (
        <ProductGrid
          items={query.data.items}
          label={t('discovery.home.recommended')}
          headingLevel={3}
        />
      )}
    </HomeSection>
  );
}

/** The buyer's recently viewed products (viewedItems); absent until they have viewed some. */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const query = useViewedItems(4);
  if (!query.data || query.data.items.length === 0) return null;
  return (
    <HomeSection id="home-viewed" title={t('discovery.home.viewed')}>
      <ProductGrid
        items={query.data.items}
        label={t('discovery.home.viewed')}
        headingLevel={3}
        compact
      />
    </HomeSection>
  );
}

/** This week's ranking (itemRanking), numbered. */
export function Ranking() {
  const { t } = useTranslation();
  const query = useItemRanking(5);
  if (query.isError) return null;
  return (
    <HomeSection id="home-ranking" title={t('discovery.home.ranking')}>
      {query.isPending ? (
        <ProductGridSkeleton count={5} />
      ) : (
        <ol className="product-grid product-grid--ranking" aria-label={t('discovery.home.ranking')}>
          {query.data.items.map((item, index) => (
            <li key={item.id} className="ranked">
              <span className="ranked__place" aria-hidden="true">
                {item.rank ?? index + 1}
              </span>
              <span className="visually-hidden">
                {t('discovery.home.rankPlace', { place: item.rank ?? index + 1 })}
              </span>
              <ProductCard item={item} headingLevel={3} />
            </li>
          ))}
        </ol>
      )}
    </HomeSection>
  );
}
