import { Suspense } from 'react';
import type { Item } from '@kakehashi/contracts/web';
import { lazyPart } from '@/shared/ui/when-near';
import { useCompareList } from './compare-list';
import { ProductCard } from './product-card';

// The tray's code loads once a product is chosen for comparison: most views of a grid choose none,
// the top page's first load among them (docs/architecture.md#the-first-page).
const CompareTray = lazyPart(() =>
  import('@/shared/compare/compare-tray').then((tray) => tray.CompareTray),
);

type Props = {
  items: Item[];
  /** The list's accessible name (e.g. "Search results", "Recommended for you"). */
  label: string;
  headingLevel?: 2 | 3;
  /** A narrower grid (four across at most) for side-by-side sections. */
  compact?: boolean;
  /** Certification codes each card shows first (a search's certification filter). */
  certificationsFirst?: readonly string[];
};

/**
 * A grid of product cards: a list, one card per item, and the compare tray once a card's
 * "Compare" is ticked (UI.md: the tray shows on every page with cards).
 */
export function ProductGrid({
  items,
  label,
  headingLevel = 2,
  compact = false,
  certificationsFirst,
}: Props) {
  const comparing = useCompareList().length > 0;
  return (
    <>
      <ul
        className={compact ? 'product-grid product-grid--compact' : 'product-grid'}
        aria-label={label}
      >
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard
              item={item}
              headingLevel={headingLevel}
              certificationsFirst={certificationsFirst}
            />
          </li>
        ))}
      </ul>
      {comparing && (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      )}
    </>
  );
}
