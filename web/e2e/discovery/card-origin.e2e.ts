// UI.md "Product card", docs/rules/discovery.md#product-card: a card's supplier and prefecture
// are read whole. The last buyer walk at 390 px found 「株式会社天空清流高橋刃物製作所」 broken inside
// its name (株式会社天／空清流…) and the prefecture cut after two lines ('… Co., Ltd.…' without
// 'Oita'). Searched for 刃物 (the cutlery works have the seed's longest names), at 390 and 1280 px
// in both languages: a Japanese name breaks only after its legal form, an English one only
// between words, a prefecture never; nothing is clipped or ends in '…', and the prices of each row
// of cards still line up (the origin row is shared through the grid's subgrid).
// Screenshots (card-origin-*) go under artifacts/screenshots/.
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

const longest = {
  en: 'Tenku Seiryu Takahashi Cutlery Works',
  jp: '天空清流高橋刃物製作所',
} as const;

/**
 * Each card's supplier and prefecture as laid out: the text of each line of the origin (by the
 * top of each character), and what is drawn outside the origin's box.
 */
const originLayout = (page: Page) =>
  page.$$eval('.product-grid .product-card', (cards) => {
    const range = document.createRange();
    return cards.map((card) => {
      const origin = card.querySelector<HTMLElement>('.product-card__origin')!;
      const box = origin.getBoundingClientRect();
      const lines = new Map<number, string>();
      let outside = false;
      const walker = document.createTreeWalker(origin, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
        for (let i = 0; i < node.length; i += 1) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (rect.right > box.right + 1 || rect.bottom > box.bottom + 1) outside = true;
          const line = Math.round(rect.top);
          lines.set(line, (lines.get(line) ?? '') + node.data[i]);
        }
      }
      const supplier = origin.querySelector('.product-card__supplier');
      return {
        supplier: supplier?.textContent ?? '',
        title: supplier?.getAttribute('title') ?? '',
        pref: origin.querySelector('.product-card__pref')?.textContent ?? '',
        lines: [...lines.entries()].sort(([a], [b]) => a - b).map(([, text]) => text.trim()),
        // Clipped: a character drawn outside the box, or more text than the box shows.
        cut: outside || origin.scrollHeight > origin.clientHeight + 1,
      };
    });
  });

type Origin = Awaited<ReturnType<typeof originLayout>>[number];

/**
 * Where a line broke inside a piece it must keep whole: inside a Japanese name after its legal
 * form, inside an English word, inside the prefecture.
 */
const brokenPieces = (origin: Origin, language: 'en' | 'jp'): string[] => {
  const ownName = origin.supplier.replace(/^株式会社/, '');
  const pieces = [
    ...(language === 'jp' ? [ownName] : origin.supplier.split(/[ \u00a0]+/)),
    origin.pref,
  ].filter((piece) => piece.length > 1);
  // A piece whole on one line is in a line; a piece broken is in none, its halves in two.
  return pieces.filter((piece) => !origin.lines.some((line) => line.includes(piece)));
};

describeInBrowser('supplier and prefecture on product cards', () => {
  it.each([
    ['en', 390],
    ['jp', 390],
    ['en', 1280],
    ['jp', 1280],
  ] as const)(
    'shows each name and prefecture whole with the prices of a row lined up (%s, %i px)',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      await page.goto(`/search/searchList?keyword=${encodeURIComponent('刃物')}`);
      await resultsSettled(page);
      await page.locator('.product-grid .product-card__pref').first().waitFor();
      const origins = await originLayout(page);
      const unevenRows = await unevenPriceRows(page);
      await screenshot(page, `card-origin-${language}-${width}`);

      expect(origins.some((origin) => origin.supplier.includes(longest[language]))).toBe(true);
      expect(origins.filter((origin) => brokenPieces(origin, language).length > 0)).toEqual([]);
      expect(origins.filter((origin) => origin.cut)).toEqual([]);
      // The name whole on hover too (the last resort is "…", never reached by these names).
      for (const origin of origins)
        expect(origin.title).toBe(origin.supplier.replace(/\u00a0/g, ' '));
      expect(unevenRows).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
