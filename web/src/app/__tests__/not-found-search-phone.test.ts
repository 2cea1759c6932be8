import fs from 'node:fs';
import path from 'node:path';

// A page not found (or a product or supplier no longer listed) offers the search as a way on;
// at ≤ 768 px the header already shows the search right above it, so the page shows no second
// box there, as the top page's hero does not (docs/rules/site-and-pages.md#phone-frame); wide
// screens keep it. jsdom applies no media queries, so the test reads the stylesheet's rules.
const css = fs.readFileSync(path.resolve(__dirname, '../styles/components.css'), 'utf8');
const phoneBlock = () => {
  const at = css.indexOf('@media (max-width: 768px)');
  expect(at).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = css.indexOf('{', at); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') depth -= 1;
    if (depth === 0) return css.slice(at, i + 1);
  }
  return css.slice(at);
};
const hidden = /\.not-listed \.search-form--hero \{\s*display: none;/;

describe('the search on a page that is not found or no longer listed', () => {
  it('is hidden on phones (≤ 768 px), where the header has the search', () => {
    expect(phoneBlock()).toMatch(hidden);
  });

  it('stays on wide screens: hidden only inside the phone rules', () => {
    expect(css.replace(phoneBlock(), '')).not.toMatch(hidden);
  });
});
