import type { Palette } from './palette';

/**
 * Simple geometric motifs, each drawn in a 200×200 box: flat shapes in the palette's accent,
 * deep and soft tones. Plain shapes only (no text, no references), so they stay safe and small.
 */
export type MotifName =
  | 'bottle'
  | 'teaBowl'
  | 'drop'
  | 'sweets'
  | 'fish'
  | 'fruit'
  | 'riceBowl'
  | 'marble'
  | 'plate'
  | 'waves'
  | 'jar'
  | 'blade'
  | 'fan'
  | 'gear'
  | 'sprout'
  | 'film'
  | 'doll'
  | 'envelope'
  | 'book'
  | 'star'
  | 'mountain';

type Draw = (p: Palette) => string;

const gearPath = (teeth: number, outer: number, inner: number): string => {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const r = i % 4 < 2 ? outer : inner;
    const a = (i / (teeth * 4)) * Math.PI * 2;
    points.push(`${(100 + r * Math.cos(a)).toFixed(1)},${(100 + r * Math.sin(a)).toFixed(1)}`);
  }
  return points.join(' ');
};

const fanRibs = (p: Palette): string =>
  Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (1.1 + (0.8 * i) / 8);
    const x = (100 + 88 * Math.cos(a)).toFixed(1);
    const y = (150 + 88 * Math.sin(a)).toFixed(1);
    return `<line x1="100" y1="150" x2="${x}" y2="${y}" stroke="${p.deep}" stroke-width="3"/>`;
  }).join('');

const motifs: Record<MotifName, Draw> = {
  bottle: (p) =>
    `<rect x="84" y="20" width="32" height="18" rx="4" fill="${p.deep}"/><path d="M86 38h28v22c0 8 22 14 22 34v84a8 8 0 0 1-8 8H72a8 8 0 0 1-8-8V94c0-20 22-26 22-34z" fill="${p.accent}"/><rect x="74" y="104" width="52" height="56" rx="4" fill="${p.background}"/><rect x="96" y="112" width="8" height="40" fill="${p.deep}"/>`,
  teaBowl: (p) =>
    `<path d="M84 52c-8-12 8-20 0-32M104 52c-8-12 8-20 0-32M124 52c-8-12 8-20 0-32" stroke="${p.soft}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M30 74h140c0 50-30 86-70 86S30 124 30 74z" fill="${p.accent}"/><rect x="76" y="158" width="48" height="14" rx="4" fill="${p.deep}"/><path d="M40 86h120" stroke="${p.soft}" stroke-width="4"/>`,
  drop: (p) =>
    `<path d="M100 20C70 70 50 98 50 126a50 50 0 0 0 100 0c0-28-20-56-50-106z" fill="${p.accent}"/><path d="M76 122a26 26 0 0 0 18 30" stroke="${p.background}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  sweets: (p) =>
    `<line x1="100" y1="24" x2="100" y2="184" stroke="${p.deep}" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="52" r="26" fill="${p.soft}"/><circle cx="100" cy="100" r="26" fill="${p.background}" stroke="${p.soft}" stroke-width="4"/><circle cx="100" cy="148" r="26" fill="${p.accent}"/>`,
  fish: (p) =>
    `<path d="M28 100c30-44 90-50 124 0-34 50-94 44-124 0z" fill="${p.accent}"/><path d="M148 100l32-30v60z" fill="${p.deep}"/><circle cx="60" cy="94" r="7" fill="${p.background}"/><path d="M90 78c10 14 10 30 0 44" stroke="${p.soft}" stroke-width="5" fill="none"/>`,
  fruit: (p) =>
    `<circle cx="100" cy="116" r="62" fill="${p.accent}"/><path d="M100 56c0-14 4-24 12-32" stroke="${p.deep}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M106 50c16-22 44-22 56-10-16 16-40 20-56 10z" fill="${p.deep}"/><circle cx="76" cy="96" r="12" fill="${p.soft}"/>`,
  riceBowl: (p) =>
    `<line x1="120" y1="20" x2="60" y2="80" stroke="${p.deep}" stroke-width="6" stroke-linecap="round"/><line x1="138" y1="26" x2="76" y2="84" stroke="${p.deep}" stroke-width="6" stroke-linecap="round"/><path d="M42 96c0-26 26-36 58-36s58 10 58 36z" fill="${p.background}" stroke="${p.soft}" stroke-width="4"/><path d="M30 96h140c0 44-30 72-70 72S30 140 30 96z" fill="${p.accent}"/>`,
  marble: (p) =>
    `<path d="M30 86c0-34 40-56 80-52 42 4 66 32 60 66-6 36-46 60-90 54-34-4-50-36-50-68z" fill="${p.accent}"/><path d="M58 82c20 10 40-6 62 6s30 4 36 0M52 118c24-8 40 12 64 2s34 6 40 2" stroke="${p.background}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  plate: (p) =>
    `<circle cx="100" cy="100" r="80" fill="${p.background}" stroke="${p.accent}" stroke-width="8"/><circle cx="100" cy="100" r="54" fill="none" stroke="${p.soft}" stroke-width="4"/><circle cx="100" cy="100" r="26" fill="${p.accent}"/><circle cx="100" cy="100" r="10" fill="${p.background}"/>`,
  waves: (p) =>
    [0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3]
          .map((col) => {
            const cx = 40 + col * 40 + (row % 2) * 20;
            const cy = 80 + row * 34;
            return `<circle cx="${cx}" cy="${cy}" r="30" fill="${p.accent}" stroke="${p.background}" stroke-width="5"/><circle cx="${cx}" cy="${cy}" r="16" fill="none" stroke="${p.background}" stroke-width="4"/>`;
          })
          .join(''),
      )
      .join(''),
  jar: (p) =>
    `<rect x="58" y="36" width="84" height="30" rx="8" fill="${p.deep}"/><rect x="46" y="66" width="108" height="110" rx="22" fill="${p.accent}"/><rect x="64" y="98" width="72" height="42" rx="6" fill="${p.background}"/><circle cx="100" cy="119" r="10" fill="${p.soft}"/>`,
  blade: (p) =>
    `<path d="M22 112c40-40 100-70 160-74-18 30-50 66-100 84z" fill="${p.soft}" stroke="${p.deep}" stroke-width="4"/><rect x="20" y="112" width="66" height="22" rx="8" transform="rotate(-24 53 123)" fill="${p.deep}"/><circle cx="40" cy="132" r="4" fill="${p.background}"/>`,
  fan: (p) =>
    `<path d="M100 150L24 118A88 88 0 0 1 176 118z" fill="${p.accent}"/>${fanRibs(p)}<path d="M58 134A46 46 0 0 1 142 134" stroke="${p.background}" stroke-width="6" fill="none"/><circle cx="100" cy="150" r="8" fill="${p.deep}"/>`,
  gear: (p) =>
    `<polygon points="${gearPath(10, 78, 62)}" fill="${p.accent}"/><circle cx="100" cy="100" r="36" fill="${p.background}"/><circle cx="100" cy="100" r="18" fill="${p.deep}"/>`,
  sprout: (p) =>
    `<path d="M100 176V92" stroke="${p.deep}" stroke-width="8" stroke-linecap="round"/><path d="M100 110C60 110 38 80 40 48c34 0 60 24 60 62z" fill="${p.accent}"/><path d="M100 96c4-38 30-60 62-58 0 34-24 58-62 58z" fill="${p.soft}"/><rect x="44" y="170" width="112" height="14" rx="7" fill="${p.deep}"/>`,
  film: (p) =>
    `<rect x="24" y="44" width="152" height="112" rx="14" fill="${p.deep}"/>${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${36 + i * 24}" y="52" width="12" height="10" rx="2" fill="${p.background}"/><rect x="${36 + i * 24}" y="138" width="12" height="10" rx="2" fill="${p.background}"/>`,
      )
      .join('')}<path d="M86 76v48l42-24z" fill="${p.soft}"/>`,
  doll: (p) =>
    `<circle cx="100" cy="62" r="38" fill="${p.background}" stroke="${p.deep}" stroke-width="5"/><path d="M64 54c6-24 66-24 72 0-20-8-52-8-72 0z" fill="${p.deep}"/><rect x="66" y="98" width="68" height="86" rx="28" fill="${p.accent}"/><circle cx="100" cy="140" r="14" fill="${p.soft}"/>`,
  envelope: (p) =>
    `<rect x="26" y="50" width="148" height="104" rx="10" fill="${p.accent}"/><path d="M30 56l70 54 70-54" stroke="${p.background}" stroke-width="7" fill="none" stroke-linejoin="round"/>`,
  book: (p) =>
    `<path d="M100 52C78 38 50 36 24 42v110c26-6 54-4 76 10z" fill="${p.accent}"/><path d="M100 52c22-14 50-16 76-10v110c-26-6-54-4-76 10z" fill="${p.deep}"/><path d="M40 66c16-2 32 0 46 6M40 86c16-2 32 0 46 6" stroke="${p.background}" stroke-width="4" fill="none"/>`,
  star: (p) =>
    `<path d="M100 18l22 56 60 4-46 38 16 58-52-32-52 32 16-58-46-38 60-4z" fill="${p.accent}"/><circle cx="100" cy="104" r="18" fill="${p.background}"/>`,
  mountain: (p) =>
    `<circle cx="140" cy="60" r="26" fill="${p.accent}"/><path d="M16 172l60-92 30 42 24-30 54 80z" fill="${p.deep}"/><path d="M76 80l-14 22 14-6 14 8z" fill="${p.background}"/>`,
};

/** The motif markup, in a 200×200 box. */
export const drawMotif = (name: MotifName, palette: Palette): string => motifs[name](palette);

/** Which motif stands for each category (or content group). */
export const motifOf: Record<string, MotifName> = {
  'food-sake': 'bottle',
  'food-tea': 'teaBowl',
  'food-seasoning': 'drop',
  'food-confectionery': 'sweets',
  'food-seafood': 'fish',
  'food-produce': 'fruit',
  'food-staple': 'riceBowl',
  'food-meat': 'marble',
  'goods-tableware': 'plate',
  'goods-textile': 'waves',
  'goods-cosmetics': 'jar',
  'goods-tools': 'blade',
  'goods-household': 'fan',
  'machines-food': 'gear',
  'machines-agri': 'sprout',
  'machines-industrial': 'gear',
  'other-video': 'film',
  'other-crafts': 'doll',
  newsletter: 'envelope',
  catalog: 'book',
  special: 'star',
  local: 'mountain',
};
