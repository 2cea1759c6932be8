import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { ProductCard } from '@/shared/catalog/product-card';
import { ProductGrid } from '@/shared/catalog/product-grid';
import { ProductGridSkeleton } from '@/shared/catalog/product-grid-skeleton';

// The cards of the top page's product bands, a chunk of its own that product-sections.tsx loads
// when a band comes near the viewport (docs/architecture.md#the-first-page): the bands lie below
// the first screen, and the cards' code (card, price, unit of sale, toggles) is the biggest part of
// the page's own. Their queries stay with the bands, so the data is asked for with the page. Like
// below-fold-contents.tsx it imports nothing the page's own chunk holds.

type Props = {
  /** The band's products; undefined while they load (grey cards meanwhile). */
  items: Item[] | undefined;
  /** The list's accessible name: the band's title. */
  label: string;
};

/** A band's products as a grid of cards (Recommended for you, Recently viewed). */
export function BandGrid({ items, label, compact }: Props & { compact?: boolean }) {
  return items ? (
    <ProductGrid items={items} label={label} headingLevel={3} compact={compact} />
  ) : (
    <ProductGridSkeleton count={4} />
  );
}

/** This week's ranking, numbered. */
export function RankingGrid({ items, label }: Props) {
  const { t } = useTranslation();
  if (!items) return <ProductGridSkeleton count={5} />;
  return (
    <ol className="product-grid product-grid--ranking" aria-label={label}>
      {items.map((item, index) => (
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
  );
}
