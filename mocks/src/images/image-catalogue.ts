import { categories } from '../seed/categories';
import { specialThemes } from '../seed/contents';
import { prefectures } from '../seed/prefectures';
import { productKinds } from '../seed/product-kinds';
import { contentImagePath, productImagePath } from './image-paths';
import { motifOf, type MotifName } from './motifs';

/** What one picture shows: the words on it, its colour group and motif, and its shape. */
export type ImageSpec = {
  title: string;
  titleJa: string;
  /** Small caps line above the title: the category or content kind. */
  label: string;
  group: string;
  motif: MotifName;
  variant: 1 | 2;
  shape: 'square' | 'wide';
};

const seasons: [string, string, string][] = [
  ['spring', 'Spring', '春'],
  ['summer', 'Summer', '夏'],
  ['autumn', 'Autumn', '秋'],
  ['winter', 'Winter', '冬'],
];

const content = (group: string, label: string, title: string, titleJa: string): ImageSpec => ({
  title,
  titleJa,
  label,
  group,
  motif: motifOf[group] ?? 'star',
  variant: 1,
  shape: 'wide',
});

const build = (): Map<string, ImageSpec> => {
  const out = new Map<string, ImageSpec>();
  for (const kind of productKinds) {
    const label = categories.find((c) => c.code === kind.category)?.name_en ?? kind.category;
    for (const variant of [1, 2] as const) {
      out.set(productImagePath(kind.key, variant), {
        title: kind.name_en,
        titleJa: kind.name,
        label,
        group: kind.category,
        motif: motifOf[kind.category] ?? 'star',
        variant,
        shape: 'square',
      });
    }
  }
  for (let m = 1; m <= 12; m += 1) {
    const month = new Date(Date.UTC(2025, m - 1, 1)).toLocaleString('en-GB', {
      month: 'long',
      timeZone: 'UTC',
    });
    out.set(
      contentImagePath(`newsletter-${m}`),
      content('newsletter', 'Newsletter', `Kakehashi News · ${month}`, `かけはしニュース ${m}月号`),
    );
  }
  for (const [key, en, ja] of seasons) {
    out.set(
      contentImagePath(`catalog-${key}`),
      content('catalog', 'Catalogue', `${en} Export Catalogue`, `${ja}の輸出商品カタログ`),
    );
  }
  specialThemes.forEach(([ja, en], i) => {
    out.set(contentImagePath(`special-${i + 1}`), content('special', 'Special', en, ja));
  });
  for (const pref of prefectures) {
    out.set(
      contentImagePath(`pref-${pref.code}`),
      content('local', 'Local specialities', pref.name_en, `${pref.name}の特産品`),
    );
  }
  return out;
};

let catalogue: Map<string, ImageSpec> | undefined;

/**
 * The spec of a served path (`/images/products/miso.svg`), or undefined for anything the seed
 * never points at. Built once: it depends on the kind and prefecture lists, not the seed number.
 */
export const imageSpecOf = (path: string): ImageSpec | undefined => {
  catalogue ??= build();
  return catalogue.get(path);
};

/** Every served path, for tests. */
export const allImagePaths = (): string[] => {
  catalogue ??= build();
  return [...catalogue.keys()];
};
