// P100002 and the comparison as a buyer walks them, in real Chromium on the real stack:
// - the product page (and a compared column) opens on the first variation that can be ordered
//   (P100002's 250g, not its 120g, which cannot be ordered online), and the phone's buy bar says
//   what that variation offers (docs/rules/cart-and-checkout.md#opening-variation);
// - at 1280x900 the headline price and "Add to cart", the page's one filled button, are both in the
//   first screen, the key facts under the gallery (UI.md "Product detail");
// - the compare tray never lies over the product page's own buttons, fields and links at 1280 or
//   390 px (with the phone's sticky buy bar), nor over the end of a long page of cards
//   (docs/rules/lists-and-requests.md#compare);
// - /compare shows certifications as chips that stay inside a narrow column;
// - on /jp/compare at 390 px a notice wider than its column never opens a line with 。 or another
//   character that never opens one (docs/rules/site-and-pages.md#line-breaks).
// Screenshots (compare-layout-*) go under artifacts/screenshots/.
import type { BrowserContext, Page } from 'playwright-core';
import {
  buyerPage,
  describeInBrowser,
  hasChromium,
  screenshot,
  scrollsSideways,
  withRealStack,
} from '../browser';
import { keepInBrowser, listProducts, productDetails } from '../buyer-setup';
import { resultsSettled } from '../discovery/discovery-helpers';

const env = withRealStack({ browser: hasChromium });

const addToCart = { en: 'Add to cart', jp: 'カートに入れる' } as const;

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * P100002 and the two other products with the most certifications, chosen for comparison as the
 * cards' Compare box keeps them (in the browser's storage); P100002's variations too.
 */
const chooseForComparison = async (context: BrowserContext) => {
  const items = await listProducts(context, { requestFields: ['custom'] });
  const [p100002] = await productDetails(context, ['P100002']);
  if (!p100002) throw new Error('P100002 is not in the seed');
  const others = items
    .filter((item) => item.id !== p100002.id)
    .sort(
      (a, b) =>
        count(b.custom.cettifications) +
        count(b.custom.cettificationsJapan) -
        count(a.custom.cettifications) -
        count(a.custom.cettificationsJapan),
    )
    .slice(0, 2);
  await keepInBrowser(context, { compared: [p100002, ...others] });
  return p100002;
};

/**
 * Scrolls the page from top to bottom and lists, at each stop, the controls (buttons, links,
 * fields) the compare tray lies over: none should be.
 */
const underTheTray = (page: Page) =>
  page.evaluate(async () => {
    const covered = new Set<string>();
    const tray = document.querySelector('.compare-tray');
    if (!tray) return ['no tray'];
    // The phone's buy bar is fixed to the window itself, over whatever scrolls under it.
    const controls = [
      ...document.querySelectorAll<HTMLElement>('main :is(button, a, select, input)'),
    ].filter(
      (control) =>
        !tray.contains(control) &&
        !control.closest('.sticky-buy-bar') &&
        control.getClientRects().length > 0,
    );
    const height = document.documentElement.scrollHeight;
    for (let y = 0; y <= height; y += 120) {
      window.scrollTo(0, y);
      await new Promise<void>((done) => requestAnimationFrame(() => done()));
      const box = tray.getBoundingClientRect();
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const overlaps =
          rect.left < box.right &&
          box.left < rect.right &&
          rect.top < box.bottom &&
          box.top < rect.bottom;
        if (overlaps) covered.add(control.textContent?.trim() || control.tagName);
      }
    }
    return [...covered];
  });

describeInBrowser('P100002 and the comparison', () => {
  it.each([
    ['en', 1280],
    ['jp', 390],
  ] as const)(
    'opens P100002 on a variation that can be ordered (%s, %i px)',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      const p100002 = await chooseForComparison(context);
      await page.goto(`/${language}/show?code=P100002`);
      const select = page.locator('#buy select');
      await select.waitFor({ timeout: 15_000 });
      // Not the first variation (120g), which only says it cannot be ordered online.
      expect(await select.inputValue()).not.toBe(p100002.skus[0]!.id);
      expect(await page.locator('#buy .notice').count()).toBe(0);
      await page.locator('#buy .button--primary').waitFor();
      if (width === 390) {
        // The phone's buy bar names what the chosen variation offers: an order.
        const bar = page.locator('.sticky-buy-bar__action');
        expect(await bar.textContent()).toBe(addToCart[language]);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(['en', 'jp'] as const)(
    'shows the price and "Add to cart" in the first screen at 1280x900 (%s)',
    async (language) => {
      const { context, page, errors } = await buyerPage(env, { language, width: 1280 });
      await page.goto(`/${language}/show?code=P100002`);
      const add = page.locator('#buy .button--primary');
      await add.waitFor({ timeout: 15_000 });
      const layout = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const price = box('.product-summary .price--lead');
        const button = box('#buy .button--primary');
        const gallery = box('.gallery');
        const facts = box('.fact-list--key');
        return {
          viewport: window.innerHeight,
          scrolled: window.scrollY,
          price: price && { top: price.top, bottom: price.bottom },
          button: button && { top: button.top, bottom: button.bottom },
          // The key facts under the gallery, in its column.
          factsUnderGallery:
            !!gallery && !!facts && facts.top >= gallery.bottom && facts.left === gallery.left,
          primaries: [...document.querySelectorAll('.product-actions .button--primary')].map(
            (control) => control.textContent,
          ),
        };
      });
      await screenshot(page, `compare-layout-first-screen-${language}-1280`);

      expect(layout.scrolled).toBe(0);
      expect(layout.viewport).toBe(900);
      expect(layout.price!.top).toBeGreaterThanOrEqual(0);
      expect(layout.button!.top).toBeGreaterThan(layout.price!.bottom);
      expect(layout.button!.bottom).toBeLessThanOrEqual(layout.viewport);
      expect(layout.factsUnderGallery).toBe(true);
      expect(layout.primaries).toEqual([addToCart[language]]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['en', 1280],
    ['jp', 1280],
    ['en', 390],
    ['jp', 390],
  ] as const)(
    'keeps the tray off the product page’s buttons, fields and links (%s, %i px)',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      await chooseForComparison(context);
      await page.goto(`/${language}/show?code=P100002`);
      await page.locator('#buy select').waitFor({ timeout: 15_000 });
      await page.locator('.compare-tray').waitFor({ timeout: 15_000 });

      expect(await underTheTray(page)).toEqual([]);
      await page.locator('.compare-tray').scrollIntoViewIfNeeded();
      await screenshot(page, `compare-layout-show-${language}-${width}`);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([390, 1280] as const)(
    'keeps the end of a long page of cards clear of the tray (%i px)',
    async (width) => {
      const { context, page, errors } = await buyerPage(env, { language: 'en', width });
      await chooseForComparison(context);
      await page.goto('/search/searchList?keyword=tea');
      await resultsSettled(page);
      await page.locator('.compare-tray').waitFor({ timeout: 15_000 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
      const covered = await page.evaluate(() => {
        const box = document.querySelector('.compare-tray')!.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('main :is(button, a, select, input)')]
          .filter((control) => !control.closest('.compare-tray'))
          .filter((control) => {
            const rect = control.getBoundingClientRect();
            return (
              rect.width > 0 &&
              rect.left < box.right &&
              box.left < rect.right &&
              rect.top < box.bottom &&
              box.top < rect.bottom
            );
          })
          .map((control) => control.textContent?.trim() || control.tagName);
      });
      expect(covered).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['en', 1280],
    ['en', 390],
    ['jp', 1280],
    ['jp', 390],
  ] as const)(
    'shows certifications as chips inside their columns (%s, %i px)',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      await chooseForComparison(context);
      await page.goto(`/${language}/compare`);
      await page.locator('.compare-table .add-to-cart').nth(2).waitFor({ timeout: 15_000 });
      const layout = await page.$$eval('.compare-table td', (cells) => {
        const chipCells = cells.filter((cell) => cell.querySelector('.chip'));
        // A chip running out of its cell (past the cell's content box).
        const outside = chipCells.flatMap((cell) => {
          const right =
            cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);
          return [...cell.querySelectorAll<HTMLElement>('.chip')]
            .filter((chip) => chip.getBoundingClientRect().right > right + 0.5)
            .map((chip) => chip.textContent);
        });
        return {
          chipCells: chipCells.length,
          // Certifications written out as a line of text instead.
          commaLists: cells
            .filter((cell) => !cell.querySelector('.chip'))
            .map((cell) => cell.textContent ?? '')
            .filter(
              (text) => /[,、]/.test(text) && /Organic|有機|JAS|HACCP|Halal|ハラール/.test(text),
            ),
          outside,
        };
      });
      await screenshot(page, `compare-layout-compare-${language}-${width}`);

      // P100002's certifications and the others' (two rows each, where given).
      expect(layout.chipCells).toBeGreaterThanOrEqual(4);
      expect(layout.commaLists).toEqual([]);
      expect(layout.outside).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps 。 off the start of a line of a notice wider than its column (jp, 390 px)', async () => {
    const { context, page, errors } = await buyerPage(env, { language: 'jp', width: 390 });
    const p100002 = await chooseForComparison(context);
    await page.goto('/jp/compare');
    // The buyer chooses P100002's 120g, which cannot be ordered online: its notice shows.
    const select = page.locator('.compare-table .add-to-cart').first().locator('select');
    await select.waitFor({ timeout: 15_000 });
    await select.selectOption(p100002.skus[0]!.id);
    const notice = page.locator('.compare-table .add-to-cart').first().locator('.notice');
    // Once the phrase splitter has marked its phrases.
    await notice.locator('.phrase wbr').first().waitFor({ state: 'attached' });
    // The first character of each of its lines.
    const lineStarts = await notice.evaluate((element) => {
      const starts: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      let lastTop: number | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || text[i]!.trim() === '') continue;
          if (lastTop === null || rect.top > lastTop + 4) starts.push(text[i]!);
          lastTop = rect.top;
        }
      }
      return starts;
    });
    await notice.scrollIntoViewIfNeeded();
    await screenshot(page, 'compare-layout-notice-jp-390');

    // Wider than the column, the notice takes several lines, none opened by 。 or its kind.
    expect(lineStarts.length).toBeGreaterThan(2);
    expect(lineStarts.filter((char) => /[。、，．）」』？！ー]/.test(char))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
