import path from 'node:path';
import { phoneRulesOf } from '@/testing/phone-rules';

// docs/rules/site-and-pages.md: at ≤ 768 px the header keeps the search, so the top page's hero
// does not show a second search box; wide screens keep the hero's. jsdom applies no media
// queries, so the test reads the stylesheet's rules.
const { phone, wide } = phoneRulesOf(
  path.resolve(__dirname, '../../../app/styles/discovery/home.css'),
);
const hidden = /\.home-hero \.search-form--hero \{\s*display: none;/;

describe("the top page's hero search", () => {
  it('is hidden on phones (≤ 768 px), where the header has the search', () => {
    expect(phone).toMatch(hidden);
  });

  it('stays on wide screens: hidden only inside the phone rules', () => {
    expect(wide).not.toMatch(hidden);
  });
});
