import { specialThemes } from '../seed/contents';
import { prefectures } from '../seed/prefectures';
import { productKinds, type ProductKind } from '../seed/product-kinds';
import { contentImagePath, productImagePath, productLookPath, productLooks } from './image-paths';
import { motifOf, type MotifName } from './motifs';
import { packsOf, type PackName } from './packs';

/**
 * What one picture shows: its colour group and motif, and its shape. The title names it for a
 * reader opening it on its own; nothing is written on the picture.
 */
export type ImageSpec = {
  title: string;
  titleJa: string;
  group: string;
  /** A banner's turn of its group's hue (a product's colour is its look's). */
  hueShift?: number;
  motif: MotifName;
  variant: 1 | 2;
  shape: 'square' | 'wide';
  /** One product's look (image-paths.ts lookOf): its pack, colour and frame. */
  look?: ProductLook;
};

export type ProductLook = { pack: PackName; hueShift: number; frame: 'circle' | 'arch' };

// Packs come in many colours: the category's hue first, then further round the wheel.
const hueShifts = [0, 28, -28, 56, -56, 90, -90, 150];

/**
 * Look n (1..productLooks) of a category: the pack changes fastest, then the colour, then the
 * frame, so the first packs × colours × 2 looks all differ.
 */
export const productLook = (group: string, n: number): ProductLook => {
  const options = packsOf[group] ?? ['box'];
  const i = n - 1;
  const colour = Math.floor(i / options.length);
  return {
    pack: options[i % options.length] ?? 'box',
    hueShift: hueShifts[colour % hueShifts.length] ?? 0,
    frame: Math.floor(colour / hueShifts.length) % 2 === 0 ? 'circle' : 'arch',
  };
};

const kindByKey = new Map(productKinds.map((kind) => [kind.key, kind]));
const lookPath = /^\/images\/products\/([a-z0-9-]+)-p(\d{1,2})(-2)?\.svg$/;

/** The spec of a product look path (`/images/products/miso-p7.svg`), if it names a real look. */
const productLookSpec = (path: string): ImageSpec | undefined => {
  const match = lookPath.exec(path);
  const kind = match && kindByKey.get(match[1] ?? '');
  const n = Number(match?.[2]);
  if (!kind || !Number.isInteger(n) || n < 1 || n > productLooks) return undefined;
  return {
    ...kindSpec(kind, match[3] ? 2 : 1),
    look: productLook(kind.category, n),
  };
};

const kindSpec = (kind: ProductKind, variant: 1 | 2): ImageSpec => ({
  title: kind.name_en,
  titleJa: kind.name,
  group: kind.category,
  motif: motifOf[kind.category] ?? 'star',
  variant,
  shape: 'square',
});

const seasons: [string, string, string][] = [
  ['spring', 'Spring', '春'],
  ['summer', 'Summer', '夏'],
  ['autumn', 'Autumn', '秋'],
  ['winter', 'Winter', '冬'],
];

/** The n-th banner of a group (from 0): the group's motif in its own colour, so banners differ. */
const content = (group: string, n: number, title: string, titleJa: string): ImageSpec => ({
  title,
  titleJa,
  group,
  hueShift: hueShifts[n % hueShifts.length] ?? 0,
  motif: motifOf[group] ?? 'star',
  variant: 1,
  shape: 'wide',
});

const build = (): Map<string, ImageSpec> => {
  const out = new Map<string, ImageSpec>();
  for (const kind of productKinds) {
    for (const variant of [1, 2] as const)
      out.set(productImagePath(kind.key, variant), kindSpec(kind, variant));
  }
  for (let m = 1; m <= 12; m += 1) {
    const month = new Date(Date.UTC(2025, m - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    out.set(
      contentImagePath(`newsletter-${m}`),
      content('newsletter', m - 1, `Kakehashi News · ${month}`, `かけはしニュース ${m}月号`),
    );
  }
  seasons.forEach(([key, en, ja], i) => {
    out.set(
      contentImagePath(`catalog-${key}`),
      content('catalog', i, `${en} Export Catalogue`, `${ja}の輸出商品カタログ`),
    );
  });
  specialThemes.forEach(([ja, en], i) => {
    out.set(contentImagePath(`special-${i + 1}`), content('special', i, en, ja));
  });
  prefectures.forEach((pref, i) => {
    out.set(
      contentImagePath(`pref-${pref.code}`),
      content('local', i, pref.name_en, `${pref.name}の特産品`),
    );
  });
  return out;
};

let catalogue: Map<string, ImageSpec> | undefined;

/**
 * The spec of a served path (`/images/products/miso.svg`), or undefined for anything the seed
 * never points at. Built once: it depends on the kind and prefecture lists, not the seed number.
 */
export const imageSpecOf = (path: string): ImageSpec | undefined => {
  catalogue ??= build();
  return catalogue.get(path) ?? productLookSpec(path);
};

/**
 * Every kind of served path, for tests: the catalogue's, and per product kind the looks that
 * draw each of its packs (looks 1–3) and an arch frame (look 25 for a three-pack kind), in both
 * shots.
 */
export const allImagePaths = (): string[] => {
  catalogue ??= build();
  const looks = productKinds.flatMap((kind) =>
    [1, 2, 3, 25].flatMap((n) =>
      ([1, 2] as const).map((variant) => productLookPath(kind.key, n, variant)),
    ),
  );
  return [...catalogue.keys(), ...looks];
};
