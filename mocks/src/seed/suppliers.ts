import type { BusinessType } from './categories';
import { hashtagIn } from './fact-words';
import { prefectures, regions } from './prefectures';
import type { Rng } from './prng';
import { productKinds } from './product-kinds';
import type { SupplierProfileFacts } from './supplier-profile';
import { familyNames, methodAsNoun, methods, seriesWords, type Pair } from './words';

/**
 * Supplier (docs/rules/lists-and-requests.md#suppliers): location, business type, registered
 * products, details, website, hashtags.
 */
export type Supplier = {
  id: string;
  code: string;
  name: string;
  name_en: string;
  prefecture_code: number;
  prefecture: string;
  prefecture_en: string;
  region_code: string;
  business_type: BusinessType;
  main_category: string;
  description: string;
  description_en: string;
  website: string;
  hashtags: string[];
  established_year: number;
  employees: number;
  /**
   * Filled once products are generated (number of registered products,
   * docs/rules/lists-and-requests.md#suppliers).
   */
  product_count: number;
} & SupplierProfileFacts;

const suffixByCategory: Record<string, Pair> = {
  'food-sake': ['酒造', 'Sake Brewery'],
  'food-tea': ['製茶', 'Tea Co.'],
  'food-seasoning': ['醸造', 'Brewing'],
  'food-confectionery': ['製菓', 'Confectionery'],
  'food-seafood': ['水産', 'Marine Products'],
  'food-produce': ['農園', 'Farm'],
  'food-staple': ['食品', 'Foods'],
  'food-meat': ['畜産', 'Livestock'],
  'goods-tableware': ['窯元', 'Kiln'],
  'goods-textile': ['織物', 'Textiles'],
  'goods-cosmetics': ['化粧品', 'Cosmetics'],
  'goods-tools': ['刃物製作所', 'Cutlery Works'],
  'goods-household': ['工房', 'Atelier'],
  'machines-food': ['機械製作所', 'Machinery Works'],
  'machines-agri': ['農機', 'Agri-Machinery'],
  'machines-industrial': ['精機', 'Precision'],
  'other-video': ['映像', 'Pictures'],
  'other-crafts': ['民芸', 'Folk Crafts'],
};

const typeWeights: [BusinessType, number][] = [
  ['food', 0.5],
  ['goods', 0.3],
  ['machines', 0.12],
  ['other', 0.08],
];

const pickType = (rng: Rng): BusinessType => {
  let r = rng.next();
  for (const [type, w] of typeWeights) {
    if ((r -= w) < 0) return type;
  }
  return 'food';
};

const categoriesOf = (type: BusinessType): string[] => [
  ...new Set(productKinds.filter((k) => k.businessType === type).map((k) => k.category)),
];

/**
 * The English company name: "Harada Tea Co., Ltd." — a trade word that already ends in "Co."
 * takes only ", Ltd." (it read "Tea Co. Co., Ltd.").
 */
export const companyNameEn = (family: string, trade: string): string =>
  trade.endsWith(' Co.') || trade === 'Co.'
    ? `${family} ${trade}, Ltd.`
    : `${family} ${trade} Co., Ltd.`;

/** Four suppliers per prefecture (188), so every one of the 47 prefectures has suppliers. */
export const generateSuppliers = (rng: Rng, perPrefecture = 4): Supplier[] => {
  const names = new Set<string>();
  const out: Supplier[] = [];
  for (let round = 0; round < perPrefecture; round += 1) {
    for (const pref of prefectures) {
      const type = pickType(rng);
      const category = rng.pick(categoriesOf(type));
      const [sufJa, sufEn] = suffixByCategory[category] ?? ['商事', 'Trading'];
      let [famJa, famEn] = rng.pick(familyNames);
      while (names.has(famJa + sufJa)) {
        const [sJa, sEn] = rng.pick(seriesWords);
        [famJa, famEn] = [`${sJa}${famJa}`, `${sEn} ${famEn}`];
      }
      names.add(famJa + sufJa);
      const n = out.length + 1;
      const region = regions.find((r) => r.code === pref.region);
      // The description names the region before the prefecture ('a Kinki company in Shiga'), but
      // not where the two are one: never 'a Hokkaido company in Hokkaido'.
      const named = region && region.name !== pref.name ? region : undefined;
      const [methodJa, methodEn] = rng.pick(methods[type]);
      const founded = rng.int(1700, 2015);
      out.push({
        id: String(5000 + n),
        code: `SUP${String(n).padStart(4, '0')}`,
        name: `株式会社${famJa}${sufJa}`,
        name_en: companyNameEn(famEn, sufEn),
        prefecture_code: pref.code,
        prefecture: pref.name,
        prefecture_en: pref.name_en,
        region_code: pref.region,
        business_type: type,
        main_category: category,
        description: `${founded}年創業。${pref.name}で${methodAsNoun(methodJa)}を大切にしてきた${named ? `${named.name}地方の` : ''}事業者です。`,
        description_en: `Founded in ${founded}, a ${named ? `${named.name_en} ` : ''}company in ${pref.name_en} built on ${methodEn}.`,
        website: `https://www.${famEn.toLowerCase().replace(/\s+/g, '-')}-${sufEn.toLowerCase().replace(/[^a-z]+/g, '')}.example.jp`,
        // each tag in both languages, answered in the caller's (docs/upstream.md#languages)
        hashtags: [
          `#${pref.name_en}`,
          `#${sufEn.replace(/[^A-Za-z]+/g, '')}`,
          rng.pick(['#MadeInJapan', '#Export', '#Craft', '#Organic']),
        ].map((tag) => hashtagIn(tag, { ja: pref.name, en: pref.name_en })),
        established_year: founded,
        employees: rng.int(3, 800),
        product_count: 0,
        // The profile facts (supplier-profile.ts) are filled once its products exist.
        region: region?.name ?? '',
        region_en: region?.name_en ?? '',
        certifications: [],
        export_countries: [],
      });
    }
  }
  return out;
};
