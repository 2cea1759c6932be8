import { multilingual } from '../http/multilingual';
import { DEMO_BUYER_ID } from '../state/members';
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

/**
 * Other buyers' reviews, [title, body], each a multilingual field as the shop's translated
 * reviews are (docs/upstream.md#languages): a Japanese page reads them in Japanese.
 */
const texts: [string, string][] = [
  [
    multilingual('品質が素晴らしい', 'Great quality'),
    multilingual(
      'お客様にとても好評でした。次のシーズンも再注文します。',
      'Our customers loved it; we will reorder next season.',
    ),
  ],
  [
    multilingual('コストパフォーマンスが良い', 'Good value'),
    multilingual(
      'しっかりした商品で、輸出向けの梱包も丁寧です。',
      'Solid product and careful packing for export.',
    ),
  ],
  [
    multilingual('美しいパッケージ', 'Beautiful packaging'),
    multilingual('当店ではギフト商品として好評です。', 'Works well as a gift item in our stores.'),
  ],
  [
    multilingual('対応が早い', 'Fast response'),
    multilingual(
      '事業者が1日以内に質問に答えてくれました。',
      'The supplier answered our questions within a day.',
    ),
  ],
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
