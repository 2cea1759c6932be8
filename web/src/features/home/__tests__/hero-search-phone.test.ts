import fs from 'node:fs';
import path from 'node:path';

// docs/rules/site-and-pages.md: at ≤ 768 px the header keeps the search, so the top page's hero
// does not show a second search box; wide screens keep the hero's. jsdom applies no media
// queries, so the test reads the stylesheet's rules.
const css = fs.readFileSync(
  path.resolve(__dirname, '../../../app/styles/discovery/home.css'),
  'utf8',
);
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
const hidden = /\.home-hero \.search-form--hero \{\s*display: none;/;

describe("the top page's hero search", () => {
  it('is hidden on phones (≤ 768 px), where the header has the search', () => {
    expect(phoneBlock()).toMatch(hidden);
  });

  it('stays on wide screens: hidden only inside the phone rules', () => {
    expect(css.replace(phoneBlock(), '')).not.toMatch(hidden);
  });
});
