// UI.md "Product card": a card's certification chips are read whole on a phone, which cannot
// hover for the title. Searched for the seed's longest certification, 'Geographical Indication
// (GI)' (地理的表示（GI）), at 390 and 1280 px in both languages: no chip ends in '…' or loses a
// line, and the prices of each row of cards still line up whatever the chips beside them took.
// Screenshots (card-chips-*) go under artifacts/screenshots/.
import type { Page } from 'playwright-core';
import {
  buyerPage,
  describeInBrowser,
  hasChromium,
  screenshot,
  scrollsSideways,
  withRealStack,
} from '../browser';
import { resultsSettled, unevenPriceRows } from './discovery-helpers';

const env = withRealStack({ browser: hasChromium });

const searches = {
  en: { keyword: 'Geographical Indication', name: 'Geographical Indication (GI)' },
  jp: { keyword: '地理的表示', name: '地理的表示（GI）' },
} as const;

/** What the cards' chips look like as laid out. */
const chipLayout = (page: Page) =>
  page.$$eval('.product-grid .product-card', (cards) => {
    const chips = cards.flatMap((card) => [...card.querySelectorAll<HTMLElement>('.chip')]);
    return {
      names: chips.map((chip) => chip.textContent ?? ''),
      // Cut short: wider or taller than its box shows (an ellipsis, a clamped line).
      cut: chips
        .filter((c) => c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1)
        .map((chip) => chip.textContent),
      twoLines: chips.filter((chip) => chip.getBoundingClientRect().height > 30).length,
    };
  });

describeInBrowser('certification chips on product cards', () => {
  it.each([
    ['en', 390],
    ['jp', 390],
    ['en', 1280],
    ['jp', 1280],
  ] as const)(
    'shows each name whole with the prices of a row lined up (%s, %i px)',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      const { keyword, name } = searches[language];
      await page.goto(`/search/searchList?keyword=${encodeURIComponent(keyword)}`);
      await resultsSettled(page);
      await page.locator('.product-grid .chip').first().waitFor();
      const layout = await chipLayout(page);
      const unevenRows = await unevenPriceRows(page);
      await screenshot(page, `card-chips-${language}-${width}`);

      expect(layout.names).toContain(name);
      expect(layout.cut).toEqual([]);
      expect(unevenRows).toEqual([]);
      // On the English phone the long name takes two lines instead of being cut.
      if (language === 'en' && width === 390) expect(layout.twoLines).toBeGreaterThan(0);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
