import type { Product } from './products';
import type { Rng } from './prng';

export type Review = {
  id: string;
  item_id: string;
  user_id: string;
  rating: number;
  title: string;
  body: string;
  isPublished: boolean;
  isConfirmed: boolean;
  created_at: string;
};

const texts: [string, string][] = [
  ['Great quality', 'Our customers loved it; we will reorder next season.'],
  ['Good value', 'Solid product and careful packing for export.'],
  ['Beautiful packaging', 'Works well as a gift item in our stores.'],
  ['Fast response', 'The supplier answered our questions within a day.'],
];

/**
 * Published buyer reviews on every tenth product (docs/upstream.md#items-and-reviews Review:
 * isPublished, isConfirmed).
 */
export const generateReviews = (rng: Rng, products: Product[]): Review[] =>
  products
    .filter((_, i) => i % 10 === 0)
    .flatMap((p) =>
      Array.from({ length: rng.int(1, 3) }, () => {
        const [title, body] = rng.pick(texts);
        return {
          item_id: p.id,
          user_id: String(rng.int(2001, 2100)),
          rating: rng.int(3, 5),
          title,
          body,
          isPublished: true,
          isConfirmed: true,
          created_at: new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28))).toISOString(),
        };
      }),
    )
    .map((r, i) => ({ id: `R${i + 1}`, ...r }));
