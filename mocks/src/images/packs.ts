import type { Palette } from './palette';

/**
 * The packs a product comes in, each drawn in a 200×260 box with a white label band across it
 * (y 110–170), printed with lines, not words (render-svg.ts): a shelf of one kind then shows
 * different packs, not one icon twenty times.
 */
export type PackName =
  | 'bottle'
  | 'tallBottle'
  | 'jar'
  | 'can'
  | 'pouch'
  | 'box'
  | 'giftBox'
  | 'tray'
  | 'bag'
  | 'tube'
  | 'crate'
  | 'case';

type Draw = (p: Palette) => string;

const packs: Record<PackName, Draw> = {
  bottle: (p) =>
    `<rect x="84" y="10" width="32" height="22" rx="4" fill="${p.deep}"/><path d="M86 32h28v26c0 10 30 18 30 40v146a10 10 0 0 1-10 10H66a10 10 0 0 1-10-10V98c0-22 30-30 30-40z" fill="${p.accent}"/>`,
  tallBottle: (p) =>
    `<rect x="88" y="2" width="24" height="30" rx="3" fill="${p.deep}"/><path d="M90 32h20v40c0 8 22 12 22 28v146a8 8 0 0 1-8 8H76a8 8 0 0 1-8-8V100c0-16 22-20 22-28z" fill="${p.accent}"/>`,
  jar: (p) =>
    `<rect x="50" y="40" width="100" height="30" rx="8" fill="${p.deep}"/><rect x="36" y="70" width="128" height="180" rx="26" fill="${p.accent}"/>`,
  can: (p) =>
    `<ellipse cx="100" cy="50" rx="62" ry="14" fill="${p.deep}"/><rect x="38" y="50" width="124" height="196" fill="${p.accent}"/><ellipse cx="100" cy="246" rx="62" ry="14" fill="${p.accent}"/>`,
  pouch: (p) =>
    `<path d="M44 30h112l8 26-6 188a8 8 0 0 1-8 8H50a8 8 0 0 1-8-8L36 56z" fill="${p.accent}"/><rect x="44" y="44" width="112" height="6" fill="${p.deep}"/>`,
  box: (p) =>
    `<path d="M40 60l30-24h90l-30 24z" fill="${p.soft}"/><path d="M130 60l30-24v180l-30 24z" fill="${p.deep}"/><rect x="30" y="60" width="100" height="180" fill="${p.accent}"/>`,
  giftBox: (p) =>
    `<rect x="26" y="54" width="148" height="196" rx="6" fill="${p.accent}"/><rect x="20" y="40" width="160" height="30" rx="6" fill="${p.deep}"/><rect x="92" y="40" width="16" height="210" fill="${p.soft}"/>`,
  tray: (p) =>
    `<path d="M14 100h172l-14 140H28z" fill="${p.accent}"/><path d="M22 100c20-34 136-34 156 0z" fill="${p.soft}"/>`,
  bag: (p) =>
    `<path d="M50 40l100 0 16 206a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z" fill="${p.accent}"/><path d="M50 40l8-20h84l8 20z" fill="${p.deep}"/>`,
  tube: (p) =>
    `<rect x="84" y="14" width="32" height="26" rx="4" fill="${p.deep}"/><path d="M70 40h60l14 196H56z" fill="${p.accent}"/><rect x="52" y="236" width="96" height="14" rx="3" fill="${p.deep}"/>`,
  crate: (p) =>
    `<rect x="16" y="60" width="168" height="190" rx="6" fill="${p.accent}"/><path d="M16 60l168 190M184 60L16 250" stroke="${p.deep}" stroke-width="8" opacity="0.5"/><rect x="16" y="60" width="168" height="190" rx="6" fill="none" stroke="${p.deep}" stroke-width="8"/>`,
  case: (p) =>
    `<rect x="30" y="24" width="140" height="226" rx="8" fill="${p.deep}"/><rect x="42" y="36" width="116" height="202" rx="4" fill="${p.accent}"/>`,
};

/** The pack markup in its 200×260 box, with the label band drawn on top of it. */
export const drawPack = (name: PackName, p: Palette): string =>
  `${packs[name](p)}<rect x="34" y="112" width="132" height="62" rx="6" fill="${p.background}" stroke="${p.deep}" stroke-width="2"/>`;

/** The packs each category's products come in. */
export const packsOf: Record<string, readonly PackName[]> = {
  'food-sake': ['bottle', 'tallBottle', 'giftBox'],
  'food-tea': ['pouch', 'can', 'box'],
  'food-seasoning': ['bottle', 'jar', 'pouch'],
  'food-confectionery': ['box', 'giftBox', 'pouch'],
  'food-seafood': ['can', 'tray', 'pouch'],
  'food-produce': ['tray', 'bag', 'box'],
  'food-staple': ['bag', 'pouch', 'box'],
  'food-meat': ['tray', 'box'],
  'goods-tableware': ['giftBox', 'box'],
  'goods-textile': ['box', 'bag'],
  'goods-cosmetics': ['jar', 'tube', 'bottle'],
  'goods-tools': ['case', 'box'],
  'goods-household': ['box', 'case'],
  'machines-food': ['crate'],
  'machines-agri': ['crate'],
  'machines-industrial': ['crate'],
  'other-video': ['case'],
  'other-crafts': ['giftBox', 'box'],
};
