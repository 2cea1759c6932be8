import type { BusinessType } from './categories';
import type { ProductKind } from './product-kinds';

/**
 * Certifications a product may carry (cettifications / cettificationsJapan,
 * docs/rules/lists-and-requests.md#product-detail-labels).
 */
export type Certification = {
  code: string;
  name: string;
  name_en: string;
  kind: 'international' | 'japan';
  /** The business types of the categories it is given in (the option master shows it). */
  applies_to: readonly BusinessType[];
};

/**
 * The categories each certification is given in, as a buyer expects them: organic and vegan marks
 * on what grows (never on meat or fish), HACCP and the food-safety schemes on food, halal on food
 * without alcohol and on cosmetics, GI on the registered kinds of produce, sake, beef and fish,
 * ISO / CE / JIS / PSE on machines and tools (never on sake), the traditional-craft mark on crafts.
 */
const categoriesOf: Record<string, readonly string[]> = {
  haccp: [
    'food-sake',
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-produce',
    'food-staple',
    'food-meat',
  ],
  iso22000: [
    'food-sake',
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-staple',
    'food-meat',
  ],
  fssc22000: [
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-staple',
    'food-meat',
  ],
  halal: [
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-produce',
    'food-staple',
    'food-meat',
    'goods-cosmetics',
  ],
  kosher: [
    'food-sake',
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-produce',
    'food-staple',
    'food-meat',
  ],
  usda_organic: ['food-tea', 'food-seasoning', 'food-confectionery', 'food-produce', 'food-staple'],
  eu_organic: ['food-tea', 'food-seasoning', 'food-confectionery', 'food-produce', 'food-staple'],
  globalgap: ['food-tea', 'food-produce', 'food-staple', 'food-seafood', 'food-meat'],
  brcgs: [
    'food-sake',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-staple',
    'food-meat',
  ],
  vegan: [
    'food-sake',
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-produce',
    'food-staple',
    'goods-cosmetics',
  ],
  iso9001: [
    'goods-textile',
    'goods-cosmetics',
    'goods-tools',
    'machines-food',
    'machines-agri',
    'machines-industrial',
  ],
  iso14001: [
    'goods-textile',
    'goods-cosmetics',
    'goods-tools',
    'machines-food',
    'machines-agri',
    'machines-industrial',
  ],
  ce: ['machines-food', 'machines-agri', 'machines-industrial'],
  jas_organic: ['food-tea', 'food-seasoning', 'food-confectionery', 'food-produce', 'food-staple'],
  jfs_b: [
    'food-sake',
    'food-tea',
    'food-seasoning',
    'food-confectionery',
    'food-seafood',
    'food-staple',
    'food-meat',
  ],
  gi: ['food-sake', 'food-tea', 'food-produce', 'food-seafood', 'food-meat'],
  tokubetsu_saibai: ['food-tea', 'food-produce', 'food-staple'],
  densan: ['goods-tableware', 'goods-textile', 'goods-tools', 'goods-household', 'other-crafts'],
  ecomark: ['goods-textile', 'goods-household'],
  jis: ['goods-tools', 'machines-food', 'machines-agri', 'machines-industrial'],
  good_design: [
    'goods-tableware',
    'goods-household',
    'goods-tools',
    'machines-food',
    'machines-agri',
    'machines-industrial',
  ],
  pse: ['machines-food'],
};

/** Marks that say nothing of animal origin is in it: never on a kind that lists one. */
const plantBased = new Set(['vegan']);
const animalAllergens = /milk|egg|fish|shellfish|shrimp|crab/i;

const c = (
  code: string,
  name: string,
  name_en: string,
  kind: Certification['kind'],
): Certification => ({
  code,
  name,
  name_en,
  kind,
  applies_to: [
    ...new Set(
      (categoriesOf[code] ?? []).map((category) => category.split('-')[0] as BusinessType),
    ),
  ],
});

export const certifications: readonly Certification[] = [
  c('haccp', 'HACCP', 'HACCP', 'international'),
  c('iso22000', 'ISO 22000', 'ISO 22000', 'international'),
  c('fssc22000', 'FSSC 22000', 'FSSC 22000', 'international'),
  c('halal', 'ハラール', 'Halal', 'international'),
  c('kosher', 'コーシャ', 'Kosher', 'international'),
  c('usda_organic', 'USDA オーガニック', 'USDA Organic', 'international'),
  c('eu_organic', 'EU 有機', 'EU Organic', 'international'),
  c('globalgap', 'GLOBALG.A.P.', 'GLOBALG.A.P.', 'international'),
  c('brcgs', 'BRCGS', 'BRCGS', 'international'),
  c('vegan', 'ヴィーガン認証', 'Vegan Certified', 'international'),
  c('iso9001', 'ISO 9001', 'ISO 9001', 'international'),
  c('iso14001', 'ISO 14001', 'ISO 14001', 'international'),
  c('ce', 'CE マーキング', 'CE Marking', 'international'),
  c('jas_organic', '有機JAS', 'JAS Organic', 'japan'),
  c('jfs_b', 'JFS-B 規格', 'JFS-B Standard', 'japan'),
  c('gi', '地理的表示（GI）', 'Geographical Indication (GI)', 'japan'),
  c('tokubetsu_saibai', '特別栽培農産物', 'Specially Cultivated Produce', 'japan'),
  c('densan', '伝統的工芸品', 'Traditional Craft of Japan', 'japan'),
  c('ecomark', 'エコマーク', 'Eco Mark', 'japan'),
  c('jis', 'JISマーク', 'JIS Mark', 'japan'),
  c('good_design', 'グッドデザイン賞', 'Good Design Award', 'japan'),
  c('pse', 'PSEマーク', 'PSE Mark', 'japan'),
];

/** Whether a product of this kind may carry the certification (its category, its contents). */
export const fitsKind = (
  cert: Certification,
  kind: Pick<ProductKind, 'category' | 'allergy' | 'materials'>,
): boolean =>
  (categoriesOf[cert.code] ?? []).includes(kind.category) &&
  !(plantBased.has(cert.code) && animalAllergens.test(`${kind.allergy ?? ''} ${kind.materials}`));
