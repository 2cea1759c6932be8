import path from 'node:path';
import { phoneRulesOf } from '@/testing/phone-rules';

// A page not found (or a product or supplier no longer listed) offers the search as a way on;
// at ≤ 768 px the header already shows the search right above it, so the page shows no second
// box there, as the top page's hero does not (docs/rules/site-and-pages.md#phone-frame); wide
// screens keep it. jsdom applies no media queries, so the test reads the stylesheet's rules.
const { phone, wide } = phoneRulesOf(path.resolve(__dirname, '../styles/components.css'));
const hidden = /\.not-listed \.search-form--hero \{\s*display: none;/;

describe('the search on a page that is not found or no longer listed', () => {
  it('is hidden on phones (≤ 768 px), where the header has the search', () => {
    expect(phone).toMatch(hidden);
  });

  it('stays on wide screens: hidden only inside the phone rules', () => {
    expect(wide).not.toMatch(hidden);
  });
});
