import type { ImageSpec, ProductLook } from './image-catalogue';
import { drawMotif } from './motifs';
import { drawPack } from './packs';
import { paletteOf, type Palette } from './palette';

// Fonts by name only: an SVG used as an <img> may not load anything, so nothing is fetched.
const sansFamily = `'Noto Sans JP','Hiragino Sans','Yu Gothic','IPAPGothic',system-ui,sans-serif`;

/** Text is the only seed-derived content in the picture; escaping keeps it text. */
const escapeXml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Rough fitting: Latin glyphs average ~0.56em, CJK glyphs 1em; shrink the size to the width. */
const fitSize = (text: string, max: number, width: number, min = 14): number => {
  const ems = [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.56), 0);
  return Math.max(min, Math.min(max, Math.floor(width / Math.max(ems, 1))));
};

const backgroundPattern = (variant: 1 | 2, colour: string): string =>
  variant === 1
    ? `<pattern id="bg" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="2.5" fill="${colour}"/></pattern>`
    : `<pattern id="bg" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="8" height="24" fill="${colour}"/></pattern>`;

type Text = { x: number; anchor: 'middle' | 'start'; width: number; ys: [number, number, number] };

const textBlock = (spec: ImageSpec, ink: string, deep: string, t: Text): string => {
  const titleSize = fitSize(spec.title, 46, t.width);
  const jaSize = fitSize(spec.titleJa, 36, t.width);
  const common = `x="${t.x}" text-anchor="${t.anchor}" font-family="${sansFamily}"`;
  return [
    `<text ${common} y="${t.ys[0]}" font-size="20" font-weight="600" letter-spacing="3" fill="${deep}">${escapeXml(spec.label.toUpperCase())}</text>`,
    `<text ${common} y="${t.ys[1]}" font-size="${titleSize}" font-weight="700" fill="${ink}">${escapeXml(spec.title)}</text>`,
    `<text ${common} y="${t.ys[2]}" font-size="${jaSize}" font-weight="500" fill="${deep}">${escapeXml(spec.titleJa)}</text>`,
  ].join('');
};

/**
 * One product's pack (its look): the pack in the look's colour on the look's frame, its label band
 * naming the kind in English and Japanese. Variant 2 is the second shot, tilted and off-centre.
 */
const placedPack = (spec: ImageSpec, look: ProductLook, p: Palette): string => {
  const frame =
    look.frame === 'circle'
      ? `<circle cx="400" cy="310" r="240" fill="${p.pattern}"/>`
      : `<path d="M170 560V300a230 230 0 0 1 460 0v260z" fill="${p.pattern}"/>`;
  // The pack's label is small (122 units wide): long names shrink further than the title's.
  const enSize = fitSize(spec.title, 17, 118, 8);
  const jaSize = fitSize(spec.titleJa, 17, 118, 8);
  const font = `font-family="${sansFamily}" text-anchor="middle"`;
  const label = [
    `<text x="100" y="140" ${font} font-size="${enSize}" font-weight="700" fill="${p.ink}">${escapeXml(spec.title)}</text>`,
    `<text x="100" y="162" ${font} font-size="${jaSize}" font-weight="500" fill="${p.deep}">${escapeXml(spec.titleJa)}</text>`,
  ].join('');
  const place =
    spec.variant === 1
      ? 'translate(215 56) scale(1.85)'
      : 'translate(250 70) scale(1.7) rotate(-8 100 130)';
  return `${frame}<g transform="${place}">${drawPack(look.pack, p)}${label}</g>`;
};

/**
 * A deterministic illustration: soft background in the group's colour, a geometric motif (or, for
 * one product, its pack) and the name in English and Japanese. Self-contained: no script, no links,
 * no external resources.
 */
export const renderSvg = (spec: ImageSpec): string => {
  const p = paletteOf(spec.group, spec.variant, spec.look?.hueShift);
  const wide = spec.shape === 'wide';
  const [w, h] = wide ? [1200, 600] : [800, 800];
  const motif = drawMotif(spec.motif, p);
  // Variant 2 is the "second shot": the same motif, tilted and off-centre on a striped ground.
  const placed = spec.look
    ? placedPack(spec, spec.look, p)
    : wide
      ? `<circle cx="300" cy="300" r="210" fill="${p.pattern}"/><g transform="translate(140 140) scale(1.6)">${motif}</g>`
      : spec.variant === 1
        ? `<circle cx="400" cy="320" r="230" fill="${p.pattern}"/><g transform="translate(220 140) scale(1.8)">${motif}</g>`
        : `<circle cx="460" cy="300" r="250" fill="${p.soft}" opacity="0.45"/><g transform="translate(290 110) scale(1.7) rotate(-10 100 100)">${motif}</g>`;
  const text = wide
    ? textBlock(spec, p.ink, p.deep, { x: 560, anchor: 'start', width: 580, ys: [220, 300, 370] })
    : textBlock(spec, p.ink, p.deep, { x: 400, anchor: 'middle', width: 700, ys: [620, 684, 740] });
  const label = escapeXml(`${spec.title} / ${spec.titleJa}`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs>${backgroundPattern(spec.variant, p.pattern)}</defs>`,
    `<rect width="${w}" height="${h}" fill="${p.background}"/>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    placed,
    wide
      ? ''
      : `<rect x="0" y="${h - 250}" width="${w}" height="250" fill="${p.background}" opacity="0.85"/>`,
    text,
    `</svg>`,
  ].join('');
};
