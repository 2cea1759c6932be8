/** The colours of one illustration, all hex so every SVG renderer reads them. */
export type Palette = {
  background: string;
  pattern: string;
  soft: string;
  accent: string;
  deep: string;
  ink: string;
};

/**
 * One hue per category, clustered by group so a shelf of one group reads as a family:
 * food warm, goods teal/blue, machines slate, other violet; contents get their own.
 */
const hues: Record<string, number> = {
  'food-sake': 32,
  'food-tea': 96,
  'food-seasoning': 18,
  'food-confectionery': 345,
  'food-seafood': 192,
  'food-produce': 8,
  'food-staple': 45,
  'food-meat': 0,
  'goods-tableware': 205,
  'goods-textile': 225,
  'goods-cosmetics': 320,
  'goods-tools': 190,
  'goods-household': 170,
  'machines-food': 210,
  'machines-agri': 140,
  'machines-industrial': 220,
  'other-video': 265,
  'other-crafts': 285,
  newsletter: 200,
  catalog: 30,
  special: 350,
  local: 150,
};

/** Machines are drawn in muted slate; everything else keeps a friendly saturation. */
const saturationOf = (group: string): number => (group.startsWith('machines') ? 0.28 : 0.55);

const hex = (h: number, s: number, l: number): string => {
  // HSL → RGB (CSS Color 4 formula), rounded to two hex digits per channel.
  const f = (n: number): string => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
};

/**
 * The palette of a category code (or content group), turned by `hueShift` degrees; unknown codes
 * fall back to neutral grey.
 */
export const paletteOf = (group: string, variant: 1 | 2 = 1, hueShift = 0): Palette => {
  // A product's look turns the category's hue a little, so one shelf shows several colours.
  const h = ((hues[group] ?? 40) + hueShift + 360) % 360;
  const s = hues[group] === undefined ? 0.1 : saturationOf(group);
  const shift = variant === 2 ? -0.04 : 0;
  return {
    background: hex(h, s, 0.94 + shift),
    pattern: hex(h, s, 0.88 + shift),
    soft: hex(h, s * 0.9, 0.8),
    accent: hex(h, s + 0.1, 0.55),
    deep: hex(h, s + 0.05, 0.36),
    ink: hex(h, Math.min(s, 0.4), 0.18),
  };
};
