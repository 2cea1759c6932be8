import { useTranslation } from 'react-i18next';
import { ProductGridSkeleton } from '@/shared/catalog/product-grid-skeleton';
import { lazyPart, WhenNear } from '@/shared/ui/when-near';
import { useItemRanking } from '../api/get-item-ranking';
import { useRecommendations } from '../api/get-recommendations';
import { useViewedItems } from '../api/get-viewed-items';
import { HomeSection } from './home-section';

// The product bands lie below the top page's first screen (docs/rules/discovery.md#top-page): their
// headings and queries come with the page, their cards' code when a band comes within a screen of
// the viewport, grey cards meanwhile (docs/architecture.md#the-first-page).
const grids = () => import('./product-band-grids');
const BandGrid = lazyPart(async () => (await grids()).BandGrid);
const RankingGrid = lazyPart(async () => (await grids()).RankingGrid);

/** docs/rules/discovery.md#top-page top page recommendations (recommend API). */
export function Recommendations() {
  const { t } = useTranslation();
  const query = useRecommendations(10);
  if (query.isError) return null;
  const title = t('discovery.home.recommended');
  return (
    <HomeSection
      id="home-recommended"
      title={title}
      more={{ to: '/search/searchList', label: t('discovery.home.allProducts') }}
    >
      <WhenNear className="home-products" placeholder={<ProductGridSkeleton count={4} />}>
        <BandGrid items={query.data?.items} label={title} />
      </WhenNear>
    </HomeSection>
  );
}

/** The buyer's recently viewed products (viewedItems); absent until they have viewed some. */
export function RecentlyViewed() {
  const { t } = useTranslation();
  const query = useViewedItems(4);
  if (!query.data || query.data.items.length === 0) return null;
  const title = t('discovery.home.viewed');
  return (
    <HomeSection id="home-viewed" title={title}>
      <WhenNear className="home-products" placeholder={<ProductGridSkeleton count={4} />}>
        <BandGrid items={query.data.items} label={title} compact />
      </WhenNear>
    </HomeSection>
  );
}

/** This week's ranking (itemRanking), numbered. */
export function Ranking() {
  const { t } = useTranslation();
  const query = useItemRanking(5);
  if (query.isError) return null;
  const title = t('discovery.home.ranking');
  return (
    <HomeSection id="home-ranking" title={title}>
      <WhenNear className="home-products" placeholder={<ProductGridSkeleton count={5} />}>
        <RankingGrid items={query.data?.items} label={title} />
      </WhenNear>
    </HomeSection>
  );
}
