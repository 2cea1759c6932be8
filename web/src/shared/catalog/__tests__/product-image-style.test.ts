import fs from 'node:fs';
import path from 'node:path';

// A product's picture has one frame and one "No image" note wherever it appears (ProductImage,
// catalog.css `.product-image`). Each place drew its own: a grid frame whose picture's
// `height: 100%` did not take (800 × 800 pictures shown square in a 4:3 card, cut at the bottom),
// and the note in five sizes and two colours. jsdom lays nothing out, so this reads the
// stylesheets; the product-pictures e2e measures the frames in Chromium.
const stylesDir = path.resolve(__dirname, '../../../app/styles');
const sheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sheets(file);
    return entry.name.endsWith('.css') ? [fs.readFileSync(file, 'utf8')] : [];
  });
/** Every rule as [selector, declarations], comments dropped, media queries' rules included. */
const rules = sheets(stylesDir)
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/@media[^{]*\{/g, '')
  .matchAll(/([^{}]+)\{([^{}]*)\}/g);
const all = [...rules].map(([, selector, body]) => [selector!.trim(), body!] as const);
const declarations = (selector: string) =>
  all
    .filter(([s]) => s.split(',').some((one) => one.trim() === selector))
    .map(([, body]) => body)
    .join(';');

// The frames of the places a product's picture appears, sized by their place (width, edge).
const places = [
  'product-card__media',
  'gallery__main',
  'gallery__thumb',
  'cart-line__image',
  'shipment-items__image',
  'list-row__image',
  'product-thumb',
  'compare-product__image',
];

describe('the product picture’s frame and note', () => {
  it('is a 4:3 frame the picture fills, cropped from the middle', () => {
    expect(declarations('.product-image')).toMatch(/aspect-ratio: 4 \/ 3;/);
    const picture = declarations('.product-image > img');
    expect(picture).toMatch(/position: absolute;/);
    expect(picture).toMatch(/inset: 0;/);
    expect(picture).toMatch(/object-fit: cover;/);
    expect(picture).toMatch(/object-position: center;/);
  });

  it('is not drawn again by a place: no ratio, fit or note style of its own', () => {
    const own = all.filter(([selector, body]) =>
      places.some(
        (place) =>
          selector.includes(`.${place}`) &&
          (/\bimg\b/.test(selector) ||
            /aspect-ratio|object-fit|font-size|(^|[\s;])color:/.test(body)),
      ),
    );
    expect(own.map(([selector]) => selector)).toEqual([]);
  });

  it('says "No image" in one size and colour, set once', () => {
    expect(declarations('.product-image__none')).toMatch(/font-size: [\d.]+rem;/);
    expect(declarations('.product-image__none')).toMatch(/color: var\(--color-muted\);/);
    const notes = all.filter(([selector]) => /no-image|__empty\b|gallery__empty/.test(selector));
    expect(
      notes
        .map(([selector]) => selector)
        .filter((s) => !/summary-list|detail-list|entry-note/.test(s)),
    ).toEqual([]);
  });
});
