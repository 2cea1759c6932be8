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

// The category groups the certifications are given to: a new category joins its group here and so
// takes the certifications of the group (a category of food, goods or machines in none takes none:
// seed-finish test).

/** Sake, shochu and spirits: alcohol, so never halal. */
const alcohol = ['food-sake'];
/** Tea leaves, grown and processed. */
const tea = ['food-tea'];
/** Fruit and vegetables, sold as harvested (farm schemes, not the factory ones). */
const freshProduce = ['food-produce'];
/** Rice and noodles. */
const grains = ['food-staple'];
/** Made from what grows: seasonings and sweets. */
const madeFromPlants = ['food-seasoning', 'food-confectionery'];
const meatAndFish = ['food-seafood', 'food-meat'];
/** What is grown on a farm (the farming schemes, specially cultivated produce). */
const crops = [...tea, ...freshProduce, ...grains];
/** Food of plant origin: the organic marks. */
const plantFoods = [...crops, ...madeFromPlants];
/** Food that leaves a factory (the factory food-safety schemes): all but fresh produce. */
const processedFoods = [...alcohol, ...tea, ...grains, ...madeFromPlants, ...meatAndFish];
const foods = [...alcohol, ...plantFoods, ...meatAndFish];

const cosmetics = ['goods-cosmetics'];
const textiles = ['goods-textile'];
/** Knives and tools. */
const tools = ['goods-tools'];
const tableware = ['goods-tableware'];
/** Household goods and stationery. */
const household = ['goods-household'];
/** Crafts and hobby goods. */
const hobbyCrafts = ['other-crafts'];
/** What is made by hand in a craft's tradition: the traditional-craft mark. */
const crafts = [...tableware, ...textiles, ...tools, ...household, ...hobbyCrafts];
/** Machines on household mains power (PSE). */
const foodMachines = ['machines-food'];
const machines = [...foodMachines, 'machines-agri', 'machines-industrial'];

/**
 * The categories each certification is given in, as a buyer expects them: organic and vegan marks
 * on what grows (never on meat or fish), HACCP and the food-safety schemes on food, halal on food
 * without alcohol and on cosmetics, GI on the registered kinds of produce, sake, beef and fish,
 * ISO / CE / JIS / PSE on machines and tools (never on sake), the traditional-craft mark on crafts.
 */
export const categoriesOf: Readonly<Record<string, readonly string[]>> = {
  haccp: foods,
  iso22000: processedFoods,
  fssc22000: [...tea, ...grains, ...madeFromPlants, ...meatAndFish],
  halal: [...plantFoods, ...meatAndFish, ...cosmetics],
  kosher: foods,
  usda_organic: plantFoods,
  eu_organic: plantFoods,
  globalgap: [...crops, ...meatAndFish],
  brcgs: [...alcohol, ...grains, ...madeFromPlants, ...meatAndFish],
  vegan: [...alcohol, ...plantFoods, ...cosmetics],
  iso9001: [...textiles, ...cosmetics, ...tools, ...machines],
  iso14001: [...textiles, ...cosmetics, ...tools, ...machines],
  ce: machines,
  jas_organic: plantFoods,
  jfs_b: processedFoods,
  gi: [...alcohol, ...tea, ...freshProduce, ...meatAndFish],
  tokubetsu_saibai: crops,
  densan: crafts,
  ecomark: [...textiles, ...household],
  jis: [...tools, ...machines],
  good_design: [...tableware, ...household, ...tools, ...machines],
  pse: foodMachines,
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
