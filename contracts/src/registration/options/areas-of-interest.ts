import type { Language } from '../../bff/language';

/**
 * One area of interest a buyer may name at sign-up (AreasOfInterest{id,name},
 * docs/rules/accounts.md#sign-up).
 */
export type AreaOfInterest = { id: string; en: string; ja: string };

/** A top-level area and its subcategories. The top level is itself selectable ("all of it"). */
export type AreaOfInterestGroup = AreaOfInterest & { children: readonly AreaOfInterest[] };

const area = (id: string, en: string, ja: string): AreaOfInterest => ({ id, en, ja });

/**
 * The areas of interest, grouped as the supplier business types of docs/rules/accounts.md#sign-up
 * (food, goods, machines, other). Ids are what the sign-up payload's interest_category_1..3 carry.
 */
export const areaOfInterestGroups: readonly AreaOfInterestGroup[] = [
  {
    ...area('food', 'Food & Beverages', '食品・飲料'),
    children: [
      area('food-processed', 'Processed foods', '加工食品'),
      area('food-seasonings', 'Seasonings', '調味料'),
      area('food-confectionery', 'Confectionery', '菓子'),
      area('food-alcohol', 'Alcoholic beverages', '酒類'),
      area('food-beverages', 'Non-alcoholic beverages', '飲料（酒類を除く）'),
      area('food-tea', 'Tea', '茶'),
      area('food-agricultural', 'Agricultural products', '農産物'),
      area('food-livestock', 'Livestock products', '畜産物'),
      area('food-seafood', 'Seafood', '水産物'),
      area('food-health', 'Health foods', '健康食品'),
    ],
  },
  {
    ...area('goods', 'Consumer Goods', '生活用品'),
    children: [
      area('goods-household', 'Household goods', '日用品'),
      area('goods-kitchen', 'Kitchenware & tableware', '台所用品・食器'),
      area('goods-interior', 'Furniture & interior', '家具・インテリア'),
      area('goods-apparel', 'Textiles & apparel', '繊維・アパレル'),
      area('goods-cosmetics', 'Cosmetics & personal care', '化粧品・パーソナルケア'),
      area('goods-stationery', 'Stationery', '文具'),
      area('goods-toys', 'Toys & hobbies', '玩具・ホビー'),
      area('goods-crafts', 'Traditional crafts', '伝統工芸品'),
    ],
  },
  {
    ...area('machines', 'Machinery', '機械'),
    children: [
      area('machines-industrial', 'Industrial machinery', '産業機械'),
      area('machines-food-processing', 'Food processing machinery', '食品加工機械'),
      area('machines-agricultural', 'Agricultural machinery', '農業機械'),
      area('machines-medical', 'Medical devices', '医療機器'),
      area('machines-electronics', 'Electronic components', '電子部品'),
      area('machines-tools', 'Tools', '工具'),
    ],
  },
  {
    ...area('other', 'Other', 'その他'),
    children: [
      area('other-content', 'Content & video works', 'コンテンツ・映像作品'),
      area('other-services', 'Services', 'サービス'),
      area('other-other', 'Others', 'その他'),
    ],
  },
];

/** Every selectable area, top levels first in each group. */
export const areasOfInterest: readonly AreaOfInterest[] = areaOfInterestGroups.flatMap(
  ({ children, ...group }) => [group, ...children],
);

const byId = new Map(areasOfInterest.map((a) => [a.id, a]));

export const findAreaOfInterest = (id: string): AreaOfInterest | undefined => byId.get(id);

/** The form's option list `{id, name}` in one language. */
export const areaOfInterestOptions = (lang: Language): Array<{ id: string; name: string }> =>
  areasOfInterest.map((a) => ({ id: a.id, name: lang === 'jp' ? a.ja : a.en }));
