import { lookOf, productLookPath } from '../images/image-paths';
import { categories } from './categories';
import { productDetails } from './product-details';
import { productKinds, type ProductKind } from './product-kinds';
import { createRng, type Rng } from './prng';
import type { Supplier } from './suppliers';
import { fallbackQualities, qualitiesByCategory } from './product-words';
import { selectionNamesOf } from './selection-names';
import { features, methodManner, methods, seriesWords, type Pair } from './words';

export type VariationRef = {
  variation_code: string;
  variation_name: string;
  variation_name_en: string;
  selection_code: string;
  selection_name: string;
  selection_name_en: string;
};

export type Sku = {
  id: string;
  code: string;
  price: number;
  price_tax_included: number;
  stock_quantity: number | null;
  stock_quantity_infinity: boolean;
  sku_minimum_purchase: number | null;
  sku_maximum_purchase: number | null;
  variation: VariationRef[];
};

/**
 * Item, with the product-detail labels in `custom`
 * (docs/rules/lists-and-requests.md#product-detail-labels).
 */
export type Product = {
  id: string;
  /** The kind of product (product-kinds.ts key): what keyword synonyms attach to. */
  kind: string;
  code: string;
  name: string;
  name_en: string;
  image_url?: string;
  images: string[];
  category_codes: string[];
  skus: Sku[];
  item_minimum_purchase: number | null;
  item_maximum_purchase: number | null;
  reserve_order_period_begin: string | null;
  reserve_order_period_end: string | null;
  purchase_period_begin: string | null;
  purchase_period_end: string | null;
  disabled_notify_arrival_sku: boolean;
  stop_selling: boolean;
  option_group_id: string | null;
  featured_rank: number;
  created_at: string;
  tax_rate: number;
  custom: Record<string, unknown>;
};

const epoch = Date.UTC(2026, 0, 1);
const day = 86_400_000;
const variationName: Record<ProductKind['unit'], [string, string]> = {
  ml: ['容量', 'Capacity'],
  g: ['内容量', 'Net weight'],
  pcs: ['カラー', 'Colour'],
};

/** Sale windows: most products are open; a few are not yet, no longer or only reservable. */
const periods = (
  rng: Rng,
): Pick<
  Product,
  | 'purchase_period_begin'
  | 'purchase_period_end'
  | 'reserve_order_period_begin'
  | 'reserve_order_period_end'
> => {
  const r = rng.next();
  const none = {
    purchase_period_begin: null,
    purchase_period_end: null,
    reserve_order_period_begin: null,
    reserve_order_period_end: null,
  };
  if (r < 0.03) return { ...none, purchase_period_begin: '2099-04-01T00:00:00.000Z' };
  if (r < 0.05) return { ...none, purchase_period_end: '2021-03-31T23:59:59.000Z' };
  if (r < 0.07)
    return {
      ...none,
      purchase_period_begin: '2099-04-01T00:00:00.000Z',
      reserve_order_period_begin: '2026-01-01T00:00:00.000Z',
    };
  return none;
};

/**
 * Japan's consumption tax on the product (docs/rules/cart-and-checkout.md#tax): food at the reduced
 * 8 %, except alcoholic drinks, which the reduced rate excludes (10 %, as everything else).
 */
export const taxRateOf = (kind: Pick<ProductKind, 'businessType' | 'alcohol'>): number =>
  kind.businessType === 'food' && !kind.alcohol ? 8 : 10;

const makeSkus = (rng: Rng, id: number, kind: ProductKind, base: number): Sku[] => {
  const [vName, vNameEn] = variationName[kind.unit];
  const amounts =
    kind.unit === 'pcs'
      ? [1]
      : rng
          .sample(kind.amounts, rng.int(1, Math.min(2, kind.amounts.length)))
          .sort((a, b) => a - b);
  const colours =
    kind.unit === 'pcs' && !kind.video && rng.chance(0.3) ? ['indigo', 'white'] : null;
  const options = colours ?? amounts.map(String);
  return options.map((opt, i): Sku => {
    const price = Math.round((base * (colours ? 1 : Number(opt) / (amounts[0] ?? 1))) / 10) * 10;
    const infinite = rng.chance(0.2);
    const soldOut = !infinite && rng.chance(0.05);
    const code = colours ? 'color' : `amount-${kind.unit}`;
    // a colour by its name in each language, never by its code ('indigo')
    const named = selectionNamesOf(opt, colours ? opt : `${opt}${kind.unit}`);
    return {
      id: `${id}${String(i + 1).padStart(2, '0')}`,
      code: `SKU-${id}-${i + 1}`,
      price,
      price_tax_included: Math.round((price * (100 + taxRateOf(kind))) / 100),
      stock_quantity: infinite ? null : soldOut ? 0 : rng.int(5, 500),
      stock_quantity_infinity: infinite,
      sku_minimum_purchase: rng.chance(0.2) ? rng.int(2, 6) : null,
      sku_maximum_purchase: rng.chance(0.2) ? rng.int(20, 100) : null,
      variation:
        options.length > 1 || colours
          ? [
              {
                variation_code: code,
                variation_name: vName,
                variation_name_en: vNameEn,
                selection_code: opt,
                selection_name: named.name,
                selection_name_en: named.name_en,
              },
            ]
          : [],
    };
  });
};

/**
 * A product's name in each language: prefecture, series, quality, kind ('兵庫 華 贈答用黒毛和牛
 * サーロイン'). One supplier never lists two products of one name: where the drawn series and
 * quality are taken, another pair is chosen from a random stream of the product's own (seeded by
 * its id), so the main stream and every other product stay as they were.
 */
const productName = (
  id: number,
  supplier: Supplier,
  kind: ProductKind,
  drawn: readonly [Pair, Pair],
  taken: Set<string>,
): { name: [string, string]; quality: Pair } => {
  const named = ([sJa, sEn]: Pair, [qJa, qEn]: Pair): [string, string] => [
    `${supplier.prefecture.replace(/[都府県]$/, '')} ${sJa} ${qJa}${kind.name}`,
    `${sEn} ${qEn} ${kind.name_en} from ${supplier.prefecture_en}`,
  ];
  const free = (name: [string, string]) => !taken.has(name[0]) && !taken.has(name[1]);
  let name = named(...drawn);
  let quality = drawn[1];
  if (!free(name)) {
    const qualities = qualitiesByCategory[kind.category] ?? fallbackQualities;
    const others = createRng(id * 15_485_863).sample(
      seriesWords.flatMap((series) => qualities.map((quality) => [series, quality] as const)),
      seriesWords.length * qualities.length,
    );
    const pair = others.find((p) => free(named(...p)));
    if (pair) quality = pair[1];
    name = pair
      ? named(...pair)
      : (named(drawn[0], drawn[1]).map((n) => `${n} ${id}`) as [string, string]);
  }
  taken.add(name[0]);
  taken.add(name[1]);
  return { name, quality };
};

/**
 * Only a product certified organic may be called so in Japan (有機JAS): one named 有機 / Organic
 * carries the JAS organic mark, added after the draws so the random stream is unchanged.
 */
const withOrganicMark = (
  custom: Record<string, unknown>,
  quality: Pair,
): Record<string, unknown> => {
  const japan = Array.isArray(custom.cettificationsJapan) ? custom.cettificationsJapan : [];
  return quality[1] === 'Organic' && !japan.includes('jas_organic')
    ? { ...custom, cettificationsJapan: ['jas_organic', ...japan] }
    : custom;
};

/** Products spread over suppliers: every supplier gets at least one, the rest at random. */
export const generateProducts = (rng: Rng, suppliers: Supplier[], count: number): Product[] => {
  const out: Product[] = [];
  const namesOf = new Map<string, Set<string>>();
  for (let n = 0; n < count; n += 1) {
    const supplier = n < suppliers.length ? (suppliers[n] as Supplier) : rng.pick(suppliers);
    const own = productKinds.filter((k) => k.category === supplier.main_category);
    // A supplier makes the kinds of its own category (a sake brewery no soba): its name is in
    // each product's description, so a keyword matching it must still find related products.
    // The draw is kept (chance, then one pick) so every later value of the seed is unchanged.
    rng.chance(0.8);
    const kind = rng.pick(
      own.length > 0 ? own : productKinds.filter((k) => k.businessType === supplier.business_type),
    );
    const id = 100001 + n;
    const quality = rng.pick(qualitiesByCategory[kind.category] ?? fallbackQualities);
    const series = rng.pick(seriesWords);
    const [mJa, mEn] = rng.pick(methods[kind.businessType]);
    const [fJa, fEn] = rng.pick(features);
    const base = Math.round(rng.int(...kind.price) / 10) * 10;
    const skus = makeSkus(rng, id, kind, base);
    const amount = Number(skus[0]?.variation[0]?.selection_code) || (kind.amounts[0] ?? 1);
    const custom = productDetails(
      rng,
      kind,
      supplier,
      Math.round((skus[0]?.price ?? base) * 1.5),
      amount,
    );
    const hasPhotos = rng.chance(0.9);
    const supplierShortJa = supplier.name.replace('株式会社', '');
    const taken = namesOf.get(supplier.id) ?? new Set<string>();
    namesOf.set(supplier.id, taken);
    const named = productName(id, supplier, kind, [series, quality], taken);
    const [name, nameEn] = named.name;
    const parent =
      categories.find((c) => c.code === kind.category)?.parent_code ?? kind.businessType;
    out.push({
      id: String(id),
      kind: kind.key,
      code: `P${id}`,
      name,
      name_en: nameEn,
      // Each product its own look (pack, colour, frame), so one kind's shelf is not one picture.
      ...(hasPhotos ? { image_url: productLookPath(kind.key, lookOf(id)) } : {}),
      images: hasPhotos
        ? [productLookPath(kind.key, lookOf(id)), productLookPath(kind.key, lookOf(id), 2)].slice(
            0,
            rng.int(1, 2),
          )
        : [],
      category_codes: [kind.category, parent],
      skus,
      item_minimum_purchase: rng.chance(0.15) ? rng.int(2, 12) : null,
      item_maximum_purchase: rng.chance(0.15) ? rng.int(24, 200) : null,
      ...periods(rng),
      disabled_notify_arrival_sku: rng.chance(0.1),
      stop_selling: rng.chance(0.02),
      option_group_id: kind.businessType === 'goods' && rng.chance(0.3) ? 'gift' : null,
      featured_rank: rng.int(1, 1000),
      created_at: new Date(epoch - rng.int(0, 900) * day).toISOString(),
      tax_rate: taxRateOf(kind),
      custom: {
        ...withOrganicMark(custom, named.quality),
        description: `${supplier.prefecture}の${supplierShortJa}が${methodManner(mJa)}仕上げた${kind.name}です。${fJa}。`,
        description_en: `${kind.name_en} made by ${supplier.name_en} in ${supplier.prefecture_en} with ${mEn}. ${fEn}.`,
        postUpperLimit: kind.unit !== 'pcs' && kind.temperature === 'dry' ? rng.int(1, 5) : null,
      },
    });
  }
  return out;
};
