import { catalogueFilePath, contentImagePath } from '../images/image-paths';
import { prefectures } from './prefectures';
import type { Product } from './products';
import type { Rng } from './prng';
import { maintenanceNotice, supplierNotices } from './news-notices';

/**
 * Contents (docs/upstream.md#site-and-utilities): newsletters, catalogues, specials and local
 * specialities, read by `contents/list` with filters on classification, tag, code, post_date and
 * release dates.
 */
export type ContentClass = 'newsletter' | 'catalog' | 'special' | 'local_speciality';
export type Content = {
  id: string;
  code: string;
  classification: ContentClass;
  classification_id: number;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  image_url: string;
  tags: { id: number; name: string }[];
  post_date: string;
  release_date_from: string;
  release_date_to: string | null;
  prefecture_code: number | null;
  item_ids: string[];
  manager_group_id: number;
  /** A catalogue issue's PDF (catalogue-pdf.ts); other contents have none. */
  file_url?: string;
};

const contentClassIds: Record<ContentClass, number> = {
  newsletter: 1,
  catalog: 2,
  special: 3,
  local_speciality: 4,
};

export const specialThemes: [string, string][] = [
  ['春の日本酒特集', 'Spring Sake Selection'],
  ['抹茶スイーツ', 'Matcha Sweets'],
  ['職人の刃物', 'Artisan Knives'],
  ['海の幸', 'Treasures of the Sea'],
  ['伝統工芸の食器', 'Traditional Tableware'],
  ['ハラール対応食品', 'Halal-ready Foods'],
  ['オーガニック特集', 'Organic Picks'],
  ['贈り物に最適な逸品', 'Perfect Gifts'],
  ['食品加工機械フェア', 'Food Machinery Fair'],
  ['日本の映像作品', 'Japanese Screen Works'],
  ['発酵調味料の世界', 'World of Fermented Seasonings'],
  ['冬の鍋料理', 'Winter Hot Pot'],
  ['和紙と文具', 'Washi & Stationery'],
  ['輸出実績のある商品', 'Proven Export Products'],
];

const inCategory =
  (...codes: string[]) =>
  (p: Product): boolean =>
    p.category_codes.some((code) => codes.includes(code));
const certified =
  (...codes: string[]) =>
  (p: Product): boolean =>
    [p.custom.cettifications, p.custom.cettificationsJapan]
      .flatMap((list) => (Array.isArray(list) ? list : []))
      .some((code) => codes.includes(String(code)));

/**
 * Which products a special's theme may show (a "Winter Hot Pot" page showed machines): by category,
 * certification or export record. Each pool holds well over the ten a special picks, so the random
 * stream after it stays where it was.
 */
const specialFits: Record<string, (p: Product) => boolean> = {
  'Matcha Sweets': inCategory('food-confectionery', 'food-tea'),
  'Artisan Knives': inCategory('goods-tools'),
  'Treasures of the Sea': inCategory('food-seafood'),
  'Traditional Tableware': inCategory('goods-tableware'),
  'Halal-ready Foods': (p) => inCategory('food')(p) && certified('halal')(p),
  'Organic Picks': certified('jas_organic', 'usda_organic', 'eu_organic'),
  'Perfect Gifts': inCategory('food', 'goods'),
  'Food Machinery Fair': inCategory('machines-food'),
  'Japanese Screen Works': inCategory('other-video'),
  'World of Fermented Seasonings': inCategory('food-seasoning'),
  // Not produce: the seed's produce is fruit (strawberries, grapes, persimmons), no hot-pot food.
  'Winter Hot Pot': inCategory('food-seafood', 'food-meat', 'food-seasoning'),
  'Washi & Stationery': inCategory('goods-household'),
  'Proven Export Products': (p) =>
    Array.isArray(p.custom.exportExperienceCountriesRegions) &&
    p.custom.exportExperienceCountriesRegions.length > 0,
};

const iso = (y: number, m: number, d = 1): string => new Date(Date.UTC(y, m - 1, d)).toISOString();

export const generateContents = (rng: Rng, products: Product[]): Content[] => {
  const out: Content[] = [];
  const add = (c: Omit<Content, 'id' | 'classification_id' | 'manager_group_id'>): void => {
    out.push({
      ...c,
      id: String(out.length + 1),
      classification_id: contentClassIds[c.classification],
      manager_group_id: 1,
    });
  };
  const pickItems = (n: number, filter: (p: Product) => boolean = () => true): string[] =>
    rng.sample(products.filter(filter), n).map((p) => p.id);
  // 24 monthly newsletters and 8 seasonal catalogues, 2024-2025
  for (let i = 0; i < 24; i += 1) {
    const y = 2024 + Math.floor(i / 12);
    const m = (i % 12) + 1;
    add({
      code: `newsletter-${y}-${String(m).padStart(2, '0')}`,
      classification: 'newsletter',
      title: `「かけはし」ニュースレター ${y}年${m}月号`,
      title_en: `Kakehashi Newsletter ${y}/${String(m).padStart(2, '0')}`,
      body: `${y}年${m}月の新着商品と注目の事業者をご紹介します。`,
      body_en: `New products and featured suppliers for ${y}/${m}.`,
      image_url: contentImagePath(`newsletter-${m}`),
      tags: [{ id: 1, name: 'newsletter' }],
      post_date: iso(y, m),
      release_date_from: iso(y, m),
      release_date_to: null,
      prefecture_code: null,
      item_ids: pickItems(6),
    });
  }
  for (let i = 0; i < 8; i += 1) {
    const y = 2024 + Math.floor(i / 4);
    const season = (['spring', 'summer', 'autumn', 'winter'] as const)[i % 4] ?? 'spring';
    const ja = { spring: '春', summer: '夏', autumn: '秋', winter: '冬' }[season];
    add({
      code: `catalog-${y}-${season}`,
      classification: 'catalog',
      file_url: catalogueFilePath(`catalog-${y}-${season}`),
      title: `${y}年 ${ja}号 輸出商品カタログ`,
      title_en: `Export Catalogue ${season[0]?.toUpperCase()}${season.slice(1)} ${y}`,
      body: `${ja}の輸出向け商品カタログです（PDF）。`,
      body_en: `Our ${season} export catalogue (PDF).`,
      image_url: contentImagePath(`catalog-${season}`),
      tags: [{ id: 2, name: 'catalog' }],
      post_date: iso(y, 1 + (i % 4) * 3),
      release_date_from: iso(y, 1 + (i % 4) * 3),
      release_date_to: null,
      prefecture_code: null,
      item_ids: pickItems(12),
    });
  }
  specialThemes.forEach(([ja, en], i) => {
    const fits = specialFits[en] ?? (() => true);
    add({
      code: `special-${String(i + 1).padStart(2, '0')}`,
      classification: 'special',
      title: ja,
      title_en: en,
      body: `${ja}をテーマに選んだ商品です。`,
      body_en: `Products picked for the theme "${en}".`,
      image_url: contentImagePath(`special-${i + 1}`),
      tags: [{ id: 3, name: 'special' }],
      post_date: iso(2025, (i % 12) + 1, 10),
      release_date_from: iso(2025, (i % 12) + 1, 10),
      release_date_to: i === 0 ? iso(2025, 6, 30) : null,
      prefecture_code: null,
      item_ids: pickItems(10, fits),
    });
  });
  // one local-speciality page per prefecture
  for (const pref of prefectures) {
    add({
      code: `local-${String(pref.code).padStart(2, '0')}`,
      classification: 'local_speciality',
      title: `${pref.name}の特産品`,
      title_en: `Local Specialities of ${pref.name_en}`,
      body: `${pref.name}ならではの名産品を集めました。`,
      body_en: `Signature products of ${pref.name_en}.`,
      image_url: contentImagePath(`pref-${pref.code}`),
      tags: [{ id: 4, name: 'local' }],
      post_date: iso(2025, 4, 1),
      release_date_from: iso(2025, 4, 1),
      release_date_to: null,
      prefecture_code: pref.code,
      item_ids: pickItems(8, (p) => p.custom.producingPref === pref.code),
    });
  }
  return out;
};

/** News (news list/detail, docs/upstream.md#site-and-utilities): short notices. */
export type News = {
  id: string;
  code: string;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  post_date: string;
  tags: { id: number; name: string }[];
};

/**
 * Thirty notices, one a week back from 31 December 2025: every third a maintenance notice for the
 * Tuesday after it is posted, the others about suppliers; no title twice (news-notices.ts).
 */
export const generateNews = (): News[] =>
  Array.from({ length: 30 }, (_, i) => {
    const posted = Date.UTC(2025, 11, 31) - i * 7 * 86_400_000;
    const maintenance = i % 3 === 0;
    // The Tuesday (Japan time) after the posting, 00:00 JST as a UTC instant.
    const day = new Date(posted);
    const tuesday = posted + ((2 - day.getUTCDay() + 7) % 7 || 7) * 86_400_000 - 9 * 3_600_000;
    return {
      id: String(i + 1),
      code: `news-${String(i + 1).padStart(3, '0')}`,
      ...(maintenance
        ? maintenanceNotice(i / 3, tuesday)
        : supplierNotices[i - Math.floor(i / 3) - 1]!),
      post_date: new Date(posted).toISOString(),
      tags: [{ id: maintenance ? 10 : 11, name: maintenance ? 'maintenance' : 'suppliers' }],
    };
  });
