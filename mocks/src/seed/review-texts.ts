import type { ReviewerBusiness } from '@kakehashi/contracts';
import { multilingual } from '../http/multilingual';

/**
 * Another buyer's review as the seed writes it: title and body, each a multilingual field as the
 * shop's translated reviews are (docs/upstream.md#languages), the kind of business whose view it
 * is, and the lowest rating that fits its words.
 */
export type ReviewText = {
  title: string;
  body: string;
  business: ReviewerBusiness;
  lowest: number;
};

const text = (
  business: ReviewerBusiness,
  lowest: number,
  [titleJa, titleEn]: [string, string],
  [bodyJa, bodyEn]: [string, string],
): ReviewText => ({
  title: multilingual(titleJa, titleEn),
  body: multilingual(bodyJa, bodyEn),
  business,
  lowest,
});

/** Distinct texts, so no product shows one twice (a repeat reads as a fake review). */
export const reviewTexts: readonly ReviewText[] = [
  text(
    'retailer',
    4,
    ['品質が素晴らしい', 'Great quality'],
    [
      'お客様にとても好評でした。次のシーズンも再注文します。',
      'Our customers loved it; we will reorder next season.',
    ],
  ),
  text(
    'importer',
    4,
    ['輸出向けの梱包が丁寧', 'Careful export packing'],
    [
      'しっかりした商品で、輸出向けの梱包も丁寧です。破損は一つもありませんでした。',
      'Solid product, carefully packed for export: not one carton was damaged.',
    ],
  ),
  text(
    'retailer',
    4,
    ['ギフトに最適なパッケージ', 'Packaging that sells as a gift'],
    [
      '美しいパッケージで、当店ではギフト商品として好評です。',
      'The packaging is beautiful and it sells well as a gift item in our stores.',
    ],
  ),
  text(
    'distributor',
    4,
    ['問い合わせへの対応が早い', 'Fast answers from the supplier'],
    [
      '事業者が1日以内に質問に答えてくれ、仕様書もすぐに届きました。',
      'The supplier answered our questions within a day and sent the specification sheet at once.',
    ],
  ),
  text(
    'importer',
    4,
    ['書類が揃っていて通関がスムーズ', 'Documents in order, smooth customs clearance'],
    [
      'インボイス、パッキングリスト、原産地証明書が貨物と一致しており、通関で止まりませんでした。',
      'The invoice, packing list and certificate of origin matched the shipment, so customs clearance went without a hitch.',
    ],
  ),
  text(
    'wholesaler',
    4,
    ['ロットごとの品質が安定', 'Consistent from lot to lot'],
    [
      '2回目、3回目の注文も承認したサンプルと同じ品質でした。',
      'Our second and third orders matched the samples we approved.',
    ],
  ),
  text(
    'restaurant',
    4,
    ['メニューで人気', 'Popular on our menu'],
    [
      'シェフが品質の安定性を評価しており、お客様から産地を聞かれることもよくあります。',
      'Our chefs value the steady quality, and guests often ask where it comes from.',
    ],
  ),
  text(
    'retailer',
    3,
    ['よく売れるが、価格はやや高め', 'Sells well, a little pricey'],
    [
      '日本の商品をよく知るお客様に選ばれています。他の商品より少し高いのが難点です。',
      'Customers who know Japanese products pick it, though it costs a little more than the alternatives.',
    ],
  ),
  text(
    'wholesaler',
    4,
    ['約束どおりの出荷', 'Shipped on the agreed date'],
    [
      '約束した日に出荷され、追跡番号もこちらから頼む前に届きました。',
      'It left on the agreed date, and the supplier sent the tracking number before we asked.',
    ],
  ),
  text(
    'importer',
    4,
    ['現地表示ラベルへの協力', 'Helped with our labelling'],
    [
      '当国の表示ルールに合うラベルづくりを事業者が手伝ってくれました。',
      "The supplier helped us prepare labels that meet our country's rules.",
    ],
  ),
  text(
    'restaurant',
    3,
    ['品質は良いが最小発注数量が多い', 'Good quality, large minimum order'],
    [
      '品質には満足しています。小さな店には最小発注数量がやや多く感じます。',
      'We are happy with the quality; for a small restaurant the minimum order is on the large side.',
    ],
  ),
  text(
    'distributor',
    4,
    ['長い輸送でも良い状態', 'Arrived in good condition'],
    [
      '長い輸送のあとでも、すべてのカートンが良い状態で届きました。',
      'Every carton arrived in good condition after the long journey.',
    ],
  ),
];

/** Where the seeded reviewers buy from (ISO 3166 codes, named by the site in the page language). */
export const reviewerCountries: readonly string[] = [
  'US',
  'IT',
  'SG',
  'TW',
  'HK',
  'AU',
  'FR',
  'GB',
  'TH',
  'DE',
  'CA',
  'MY',
];
