/**
 * The category tree ("search by category", docs/rules/site-and-pages.md#routes-and-login): four
 * roots, bilingual subcategories.
 */
export type Category = {
  code: string;
  name: string;
  name_en: string;
  parent_code: string | null;
  business_type: BusinessType;
  sort_order: number;
};
export type BusinessType = 'food' | 'goods' | 'machines' | 'other';
export const businessTypes: readonly BusinessType[] = ['food', 'goods', 'machines', 'other'];

const roots: [string, string, string, BusinessType][] = [
  ['food', '食品・飲料', 'Food & Beverages', 'food'],
  ['goods', '雑貨・日用品', 'Goods', 'goods'],
  ['machines', '機械・設備', 'Machines', 'machines'],
  ['other', 'その他', 'Other', 'other'],
];

const subs: [string, string, string, string][] = [
  ['food', 'food-sake', '日本酒・焼酎・酒類', 'Sake, Shochu & Spirits'],
  ['food', 'food-tea', '日本茶', 'Japanese Tea'],
  ['food', 'food-seasoning', '調味料', 'Seasonings'],
  ['food', 'food-confectionery', '菓子', 'Confectionery'],
  ['food', 'food-seafood', '水産物', 'Seafood'],
  ['food', 'food-produce', '青果・果物', 'Fruit & Vegetables'],
  ['food', 'food-staple', '米・麺類', 'Rice & Noodles'],
  ['food', 'food-meat', '食肉', 'Meat'],
  ['goods', 'goods-tableware', '食器・テーブルウェア', 'Tableware'],
  ['goods', 'goods-textile', '繊維・テキスタイル', 'Textiles'],
  ['goods', 'goods-cosmetics', '化粧品・美容', 'Cosmetics & Beauty'],
  ['goods', 'goods-tools', '刃物・工具', 'Knives & Tools'],
  ['goods', 'goods-household', '生活雑貨・文具', 'Household & Stationery'],
  ['machines', 'machines-food', '食品加工機械', 'Food Processing Machinery'],
  ['machines', 'machines-agri', '農業機械', 'Agricultural Machinery'],
  ['machines', 'machines-industrial', '産業機械', 'Industrial Machinery'],
  ['other', 'other-video', '映像作品', 'Video Works'],
  ['other', 'other-crafts', '工芸・趣味', 'Crafts & Hobbies'],
];

export const categories: readonly Category[] = [
  ...roots.map(([code, name, name_en, business_type], i) => ({
    code,
    name,
    name_en,
    parent_code: null,
    business_type,
    sort_order: i + 1,
  })),
  ...subs.map(([parent, code, name, name_en], i) => ({
    code,
    name,
    name_en,
    parent_code: parent,
    business_type: parent as BusinessType,
    sort_order: i + 1,
  })),
];
