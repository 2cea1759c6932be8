import type { Pair } from './words';

/**
 * The adjective in a product's name, chosen per kind of product (by its category) so that names
 * read like real listings: "Aged" suits sake and miso, never a film; "Organic" suits tea, never
 * a packaging machine. Every list is non-empty; rng.pick takes one draw whatever its length, so
 * the rest of the seed is the same whichever list a product draws from.
 */
const drinks: readonly Pair[] = [
  ['特選', 'Premium'],
  ['限定', 'Limited Edition'],
  ['蔵元直送', 'Brewery-direct'],
  ['熟成', 'Aged'],
  ['伝統の', 'Traditional'],
];
const food: readonly Pair[] = [
  ['特選', 'Premium'],
  ['無添加', 'Additive-free'],
  ['伝統の', 'Traditional'],
  ['有機', 'Organic'],
];
const crafts: readonly Pair[] = [
  ['職人仕上げ', 'Artisan'],
  ['手作り', 'Handmade'],
  ['伝統の', 'Traditional'],
  ['贈答用', 'Gift'],
];

export const qualitiesByCategory: Record<string, readonly Pair[]> = {
  'food-sake': drinks,
  'food-tea': [
    ['有機', 'Organic'],
    ['特選', 'Premium'],
    ['一番摘み', 'First Flush'],
    ['伝統の', 'Traditional'],
  ],
  'food-seasoning': [...food, ['熟成', 'Aged']],
  'food-confectionery': [
    ['手作り', 'Handmade'],
    ['贈答用', 'Gift'],
    ['伝統の', 'Traditional'],
    ['無添加', 'Additive-free'],
  ],
  'food-seafood': [
    ['特選', 'Premium'],
    ['産地直送', 'Direct-from-port'],
    ['無添加', 'Additive-free'],
  ],
  'food-produce': [
    ['特選', 'Premium'],
    ['贈答用', 'Gift'],
    ['有機', 'Organic'],
  ],
  'food-staple': food,
  'food-meat': [
    ['特選', 'Premium'],
    ['A5等級', 'A5 Grade'],
    ['贈答用', 'Gift'],
  ],
  'goods-tableware': crafts,
  'goods-textile': crafts,
  'goods-cosmetics': [
    ['無添加', 'Additive-free'],
    ['天然由来', 'Natural'],
    ['贈答用', 'Gift'],
  ],
  'goods-tools': [
    ['職人仕上げ', 'Artisan'],
    ['プロ仕様', 'Professional'],
    ['伝統の', 'Traditional'],
  ],
  'goods-household': crafts,
  'machines-food': [
    ['業務用', 'Commercial'],
    ['高性能', 'High-performance'],
    ['省エネ', 'Energy-saving'],
  ],
  'machines-agri': [
    ['高性能', 'High-performance'],
    ['省エネ', 'Energy-saving'],
    ['軽量', 'Lightweight'],
  ],
  'machines-industrial': [
    ['高精度', 'High-precision'],
    ['高性能', 'High-performance'],
    ['省スペース', 'Space-saving'],
  ],
  'other-video': [
    ['話題の', 'Acclaimed'],
    ['受賞', 'Award-winning'],
    ['新作', 'New'],
  ],
  'other-crafts': crafts,
};

export const fallbackQualities: readonly Pair[] = [['特選', 'Premium']];
