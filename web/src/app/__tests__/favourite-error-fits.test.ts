import fs from 'node:fs';
import path from 'node:path';

// A refused favourite (the upstream out of reach, say) shows the BFF's message beside the heart
// (docs/rules/lists-and-requests.md#toggles-everywhere). The shared toggle hangs it as a 240 px box
// leftwards from the heart's right edge: on a card's left-hand heart it ran off the screen at
// 390 px (and the card, which clips what overflows it, cut it at 1280 px), on the product page it
// ran off the left edge over 'Ask', on the comparison over the next column. Each place keeps it
// inside its own box. jsdom lays nothing out, so the test reads the stylesheets' rules.
const rulesOf = (file: string, selector: string): string => {
  const css = fs.readFileSync(path.resolve(__dirname, '../styles', file), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`, 'g'))]
    .map((m) => m[1]!.replace(/\s+/g, ' '))
    .join(' ');
};

describe('the message of a refused favourite', () => {
  it('lies inside its card, across the toggles’ row and right above it', () => {
    // The row (absolutely placed inside the card) holds the box, not the heart's own span.
    expect(
      rulesOf('discovery/product-card.css', '.product-card__actions .favorite-toggle'),
    ).toMatch(/position: static;/);
    const box = rulesOf(
      'discovery/product-card.css',
      '.product-card__actions .favorite-toggle__error',
    );
    expect(box).toMatch(/left: 0;/);
    expect(box).toMatch(/right: 0;/);
    expect(box).toMatch(/bottom: 100%;/);
    expect(box).toMatch(/width: auto;/);
    expect(box).toMatch(/max-width: none;/);
  });

  it.each([
    [
      'the product page’s actions',
      '.product-actions .favorite-toggle--label',
      '.product-actions__row',
    ],
    [
      'a column of the comparison',
      '.compare-product__tools .favorite-toggle',
      '.compare-product__tools',
    ],
  ])('takes a line of its own under %s, as wide as they are', (_place, toggle, row) => {
    expect(rulesOf('matching.css', toggle)).toMatch(/display: contents;/);
    expect(rulesOf('matching.css', row)).toMatch(/flex-wrap: wrap;/);
    const box = rulesOf('matching.css', `${toggle.split(' ')[0]} .favorite-toggle__error`);
    expect(box).toMatch(/position: static;/);
    expect(box).toMatch(/flex-basis: 100%;/);
    expect(box).toMatch(/max-width: none;/);
  });
});
