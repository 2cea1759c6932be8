import type { ImageSpec, ProductLook } from './image-catalogue';
import { drawMotif } from './motifs';
import { drawPack } from './packs';
import { paletteOf, type Palette } from './palette';

/** The name is the only seed-derived content (the title, never drawn); escaping keeps it text. */
const escapeXml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * Where a square picture's subject is centred: a little above the middle (400), so it stays whole
 * in a 4:3 frame cut from the middle (y 100–700) and in one cut from the top (y 0–600).
 */
const middle = 355;

const backgroundPattern = (variant: 1 | 2, colour: string): string =>
  variant === 1
    ? `<pattern id="bg" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.5" fill="${colour}"/></pattern>`
    : `<pattern id="bg" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="24" fill="${colour}"/></pattern>`;

/**
 * A label on a pack without words: a bold line and a thin one where a name would be printed, so
 * the picture reads the same on a Japanese and an English page (docs/rules/site-and-pages.md#languages).
 */
const wordlessLabel = (p: Palette): string =>
  `<rect x="58" y="128" width="84" height="10" rx="5" fill="${p.ink}"/>` +
  `<rect x="72" y="148" width="56" height="7" rx="3.5" fill="${p.deep}"/>`;

/**
 * One product's pack (its look): the pack in the look's colour on the look's frame, centred, with
 * a label band that carries no words. Variant 2 is the second shot, tilted and off-centre.
 */
const placedPack = (spec: ImageSpec, look: ProductLook, p: Palette): string => {
  const frame =
    look.frame === 'circle'
      ? `<circle cx="400" cy="310" r="240" fill="${p.pattern}"/>`
      : `<path d="M170 560V300a230 230 0 0 1 460 0v260z" fill="${p.pattern}"/>`;
  const place =
    spec.variant === 1
      ? 'translate(215 56) scale(1.85)'
      : 'translate(250 70) scale(1.7) rotate(-8 100 130)';
  // The frame and the pack are drawn round y 310: moved down to `middle`.
  return `<g transform="translate(0 ${middle - 310})">${frame}<g transform="${place}">${drawPack(look.pack, p)}${wordlessLabel(p)}</g></g>`;
};

/**
 * A deterministic illustration without words: soft background in the group's colour and a
 * geometric motif (or, for one product, its pack) in the middle. A picture serves a Japanese and
 * an English page alike (its path is the same), so the name is only its title, for a reader that
 * opens it on its own. Self-contained: no script, no links, no external resources.
 */
export const renderSvg = (spec: ImageSpec): string => {
  const p = paletteOf(spec.group, spec.variant, spec.look?.hueShift ?? spec.hueShift);
  const wide = spec.shape === 'wide';
  const [w, h] = wide ? [1200, 600] : [800, 800];
  const motif = drawMotif(spec.motif, p);
  // Variant 2 is the "second shot": the same motif, tilted and off-centre on a striped ground.
  const placed = spec.look
    ? placedPack(spec, spec.look, p)
    : wide
      ? `<circle cx="600" cy="300" r="210" fill="${p.pattern}"/><g transform="translate(440 140) scale(1.6)">${motif}</g>`
      : spec.variant === 1
        ? `<circle cx="400" cy="${middle}" r="240" fill="${p.pattern}"/><g transform="translate(220 ${middle - 180}) scale(1.8)">${motif}</g>`
        : `<circle cx="460" cy="${middle}" r="250" fill="${p.soft}" opacity="0.45"/><g transform="translate(290 ${middle - 190}) scale(1.7) rotate(-10 100 100)">${motif}</g>`;
  const label = escapeXml(`${spec.title} / ${spec.titleJa}`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs>${backgroundPattern(spec.variant, p.pattern)}</defs>`,
    `<rect width="${w}" height="${h}" fill="${p.background}"/>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    placed,
    `</svg>`,
  ].join('');
};
