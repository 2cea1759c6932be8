import type { BusinessType } from './categories';

/** Bilingual word lists combined into supplier and product names. `[ja, en]` pairs. */
export type Pair = readonly [string, string];

export const familyNames: readonly Pair[] = [
  ['山田', 'Yamada'],
  ['佐藤', 'Sato'],
  ['鈴木', 'Suzuki'],
  ['高橋', 'Takahashi'],
  ['田中', 'Tanaka'],
  ['伊藤', 'Ito'],
  ['渡辺', 'Watanabe'],
  ['中村', 'Nakamura'],
  ['小林', 'Kobayashi'],
  ['加藤', 'Kato'],
  ['吉田', 'Yoshida'],
  ['山本', 'Yamamoto'],
  ['松本', 'Matsumoto'],
  ['井上', 'Inoue'],
  ['木村', 'Kimura'],
  ['林', 'Hayashi'],
  ['清水', 'Shimizu'],
  ['森', 'Mori'],
  ['池田', 'Ikeda'],
  ['橋本', 'Hashimoto'],
  ['石川', 'Ishikawa'],
  ['前田', 'Maeda'],
  ['藤田', 'Fujita'],
  ['岡田', 'Okada'],
  ['長谷川', 'Hasegawa'],
  ['村上', 'Murakami'],
  ['近藤', 'Kondo'],
  ['坂本', 'Sakamoto'],
  ['遠藤', 'Endo'],
  ['青木', 'Aoki'],
  ['西村', 'Nishimura'],
  ['福田', 'Fukuda'],
  ['三浦', 'Miura'],
  ['藤井', 'Fujii'],
  ['岡本', 'Okamoto'],
  ['原田', 'Harada'],
  ['小野', 'Ono'],
  ['菊池', 'Kikuchi'],
  ['千葉', 'Chiba'],
  ['久保', 'Kubo'],
];

/** Poetic brand words (series names). */
export const seriesWords: readonly Pair[] = [
  ['雪月花', 'Setsugekka'],
  ['朝霧', 'Asagiri'],
  ['翠', 'Midori'],
  ['華', 'Hana'],
  ['匠', 'Takumi'],
  ['凛', 'Rin'],
  ['結', 'Yui'],
  ['彩', 'Irodori'],
  ['暁', 'Akatsuki'],
  ['清流', 'Seiryu'],
  ['風雅', 'Fuga'],
  ['四季', 'Shiki'],
  ['月光', 'Gekko'],
  ['天空', 'Tenku'],
  ['松風', 'Matsukaze'],
  ['紅葉', 'Momiji'],
  ['白露', 'Hakuro'],
];

export const methods: Record<BusinessType, readonly Pair[]> = {
  food: [
    ['昔ながらの製法', 'time-honoured methods'],
    ['地元の原料と清らかな水', 'local ingredients and pure water'],
    ['低温でじっくり', 'slow, low-temperature processing'],
    ['手作業による選別', 'careful hand sorting'],
  ],
  goods: [
    ['熟練の職人の手仕事', 'the handwork of skilled artisans'],
    ['伝統技法', 'traditional techniques'],
    ['一点ずつの検品', 'piece-by-piece inspection'],
  ],
  machines: [
    ['自社一貫生産', 'fully in-house production'],
    ['高精度な加工技術', 'high-precision machining'],
    ['長年の現場ノウハウ', 'decades of shop-floor know-how'],
  ],
  other: [
    ['国内外のスタッフとの共同制作', 'co-production with Japanese and overseas crews'],
    ['地域の協力', 'the support of local communities'],
  ],
};

/**
 * How a method reads before 仕上げた: a noun takes で (伝統技法で仕上げた), an adverb と
 * (低温でじっくりと仕上げた); as the object of 大切にする an adverb becomes 〜仕上げること.
 */
export const methodManner = (methodJa: string): string =>
  methodJa.endsWith('じっくり') ? `${methodJa}と` : `${methodJa}で`;
export const methodAsNoun = (methodJa: string): string =>
  methodJa.endsWith('じっくり') ? `${methodJa}仕上げること` : methodJa;

export const features: readonly Pair[] = [
  ['香り高く、後味がすっきりしています', 'It has a rich aroma and a clean finish'],
  ['海外の展示会でも高い評価を受けています', 'It has been well received at overseas trade fairs'],
  ['小ロットからのご注文に対応します', 'Small-lot orders are welcome'],
  ['ギフト需要にも最適です', 'It is ideal as a gift'],
  ['多言語の商品ラベルをご用意できます', 'Multilingual labels are available'],
  ['長期保存が可能で輸出に適しています', 'Its long shelf life suits export'],
];

/** Export markets, as ISO 3166 codes (the upstream's country fields; the web names them). */
export const countries: readonly string[] = [
  'US',
  'TW',
  'HK',
  'SG',
  'CN',
  'KR',
  'TH',
  'VN',
  'AU',
  'FR',
  'DE',
  'GB',
  'CA',
  'MY',
];

export const awards: readonly Pair[] = [
  ['全国新酒鑑評会 金賞', 'Gold Prize, Annual Japan Sake Awards'],
  ['世界緑茶コンテスト 最高金賞', 'Grand Gold, World Green Tea Contest'],
  ['モンドセレクション 金賞', 'Gold Award, Monde Selection'],
  ['グッドデザイン賞', 'Good Design Award'],
  ['全国伝統的工芸品公募展 入選', 'Selected, National Traditional Crafts Exhibition'],
];

export const colors: readonly Pair[] = [
  ['藍', 'Indigo'],
  ['白', 'White'],
  ['黒', 'Black'],
  ['朱', 'Vermilion'],
  ['若草', 'Leaf green'],
];

export const languages: readonly string[] = ['Japanese', 'English', 'Chinese', 'Korean', 'French'];
