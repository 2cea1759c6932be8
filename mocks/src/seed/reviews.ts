import type { ReviewerBusiness } from '@kakehashi/contracts';
import { DEMO_BUYER_ID } from '../state/members';
import type { Product } from './products';
import type { Rng } from './prng';
import { reviewerCountries, reviewTexts } from './review-texts';

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
  /** Who wrote it (ISO 3166 country, kind of business); absent for a member's own review. */
  reviewer_country?: string;
  reviewer_business?: ReviewerBusiness;
};

/**
 * Published buyer reviews on every tenth product (docs/upstream.md#items-and-reviews Review:
 * isPublished, isConfirmed, reviewer_country, reviewer_business): one to three, each a different
 * text, so no product repeats a review, and each says who wrote it.
 */
export const generateReviews = (rng: Rng, products: Product[]): Review[] =>
  products
    .filter((_, i) => i % 10 === 0)
    .flatMap((p) =>
      rng.sample(reviewTexts, rng.int(1, 3)).map(({ title, body, business, lowest }) => ({
        item_id: p.id,
        user_id: String(rng.int(2001, 2100)),
        rating: rng.int(lowest, 5),
        title,
        body,
        isPublished: true,
        isConfirmed: true,
        created_at: new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28))).toISOString(),
        reviewer_country: rng.pick(reviewerCountries),
        reviewer_business: business,
      })),
    )
    .map((r, i) => ({ id: `R${i + 1}`, ...r }));

/**
 * Two reviews the demo buyer has already written, one in English and one in Japanese, on products
 * no other seeded review touches, so the member's review page has something to show
 * (docs/rules/reviews-and-notifications.md#my-reviews).
 */
export const demoBuyerReviews = (products: Product[], firstId: number): Review[] =>
  [
    {
      product: products[4],
      rating: 4,
      title: 'Reliable for our shops',
      body: 'Well packed for export and popular with our customers in Milan.',
      created_at: '2025-10-12T09:00:00.000Z',
    },
    {
      product: products[7],
      rating: 5,
      title: '品質がとても良い',
      body: '丁寧な梱包で届きました。店頭でも好評なので、次の季節も注文する予定です。',
      created_at: '2025-11-03T09:00:00.000Z',
    },
  ]
    .filter((r): r is typeof r & { product: Product } => r.product !== undefined)
    .map(({ product, ...r }, i) => ({
      id: `R${firstId + i}`,
      item_id: product.id,
      user_id: DEMO_BUYER_ID,
      ...r,
      isPublished: true,
      isConfirmed: true,
    }));
