// The buyer's phone (UI.md "Frame", "Product card", "Search results", "Prices, quantities and
// rules"): at 390 px the cart with a frozen line below its MOQ-sized quantity, the product page
// (with its supplier links), the compare page, the opened menu, the top page and the search
// results (their product cards' heart and compare toggles, the "All products" links, the compare
// tray with two products chosen, the logo; on the results also "Save this search", sort, per-page,
// the pager, the footer's links and the opened filter sheet) never scroll sideways, and the
// controls a thumb presses there are at least 44 px; the cart names the frozen line's delivery;
// the cards' separator between supplier and prefecture never opens a line (English) and the
// Japanese prefecture has its own line (`misplacedSeparators`).
// On a desktop the compare tray's "Compare now" is 44 px too. Screenshots (phone-*, desktop-*) go
// under artifacts/screenshots/.
import type { BrowserContext, Page } from 'playwright-core';
import {
  buyerPage,
  describeInBrowser,
  hasChromium,
  screenshot,
  scrollsSideways,
  withRealStack,
} from '../browser';
import { cartWith, keepInBrowser, listProducts, type ListedWith } from '../buyer-setup';

const env = withRealStack({ browser: hasChromium });

type Listed = ListedWith<'option_group_id' | 'custom' | 'item_minimum_purchase'>;

/** Frozen goods with an MOQ above one, in endless stock, without options or other minimums. */
const frozenWithMoq = (items: Listed[]): Listed =>
  items.find(
    (i) =>
      i.custom.temperatureRange === 'frozen' &&
      (i.custom.moq ?? 1) > 1 &&
      !i.option_group_id &&
      !i.item_minimum_purchase &&
      i.skus[0]!.stock_quantity_infinity &&
      !i.skus[0]!.sku_minimum_purchase,
  )!;

/** A cart holding `item` at its MOQ, and two products chosen for comparison. */
const prepare = async (context: BrowserContext): Promise<Listed> => {
  const items = await listProducts(context, {
    requestFields: ['option_group_id', 'custom', 'item_minimum_purchase'],
  });
  const frozen = frozenWithMoq(items);
  const other = items.find((i) => i.id !== frozen.id)!;
  const { cartCode, statuses } = await cartWith(context, [
    { item: frozen, quantity: frozen.custom.moq! },
  ]);
  expect(statuses).toEqual(['E000-000']);
  await keepInBrowser(context, { cartCode, compared: [frozen, other] });
  return frozen;
};

/**
 * The visible controls matching `selector` smaller than 44 × 44 px, named for the failure; a
 * selector that finds nothing visible is a failure too, so the check cannot pass on an empty page.
 */
const smallTargets = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(selector, (elements) => {
    const visible = elements
      .map((e) => ({ e, box: e.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    if (visible.length === 0) return ['no visible control'];
    return visible
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ e, box }) =>
          `${e.className} "${(e.textContent ?? '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  });

/**
 * The results' selects narrower than their longest choice (the text of a chosen order would be
 * cut, "Price: low to hig"): each is measured as laid out and again free of the page's limits.
 */
const cutSelects = (page: Page): Promise<string[]> =>
  page.$$eval('.results-toolbar select', (selects) =>
    (selects as HTMLSelectElement[]).flatMap((select) => {
      const laidOut = select.getBoundingClientRect().width;
      select.style.maxWidth = 'none';
      const natural = select.getBoundingClientRect().width;
      select.style.maxWidth = '';
      return natural > laidOut + 1
        ? [`${select.id} ${Math.round(laidOut)} of ${Math.round(natural)} px`]
        : [];
    }),
  );

/**
 * Cards whose separator between supplier and prefecture is out of place
 * (docs/rules/discovery.md#product-card). English: the separator is the supplier's `::after`
 * ('\u00a0· '), so a prefecture that wraps starts its line with its name and the separator ends
 * the name's line ('· Okayama' never opens a line). Japanese: no separator, the prefecture on a line of its own under the name
 * (2e2ae29). A card with only one of the two shows no separator.
 */
const misplacedSeparators = (page: Page, language: 'en' | 'jp'): Promise<string[]> =>
  page.$$eval(
    '.product-card__origin',
    (origins, lang) =>
      origins.flatMap((origin) => {
        const supplier = origin.querySelector('.product-card__supplier');
        const pref = origin.querySelector('.product-card__pref');
        const after = supplier ? getComputedStyle(supplier, '::after').content : 'none';
        const shown = after !== 'none' && after !== 'normal';
        if (!supplier?.textContent || !pref)
          return shown ? [`${origin.textContent}: ${after}`] : [];
        const label = `${supplier.textContent} / ${pref.textContent}`;
        const rects = supplier.getClientRects();
        const nameEnd = rects[rects.length - 1]!;
        const prefBox = pref.getBoundingClientRect();
        if (lang === 'jp') {
          if (shown) return [`${label}: separator ${after}`];
          const ownLine =
            Math.abs(prefBox.left - origin.getBoundingClientRect().left) < 2 &&
            prefBox.top >= nameEnd.bottom - 1;
          return ownLine ? [] : [`${label}: prefecture not on a line of its own`];
        }
        if (!after.includes('·')) return [`${label}: no separator (${after})`];
        // The name's last line box holds its ::after: below the line of the name's last letter,
        // the separator has wrapped and opens a line of its own or the prefecture's.
        const walker = document.createTreeWalker(supplier, NodeFilter.SHOW_TEXT);
        let last: Text | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (node.textContent?.trim()) last = node as Text;
        const letter = document.createRange();
        const end = last!.data.trimEnd().length;
        letter.setStart(last!, end - 1);
        letter.setEnd(last!, end);
        return nameEnd.top > letter.getBoundingClientRect().top + 1
          ? [`${label}: separator opens a line`]
          : [];
      }),
    language,
  );

/** A product card's toggles, the compare tray's button (two products are chosen) and the logo. */
const cardTargets =
  '.product-card .favorite-toggle__button, .product-card .compare-toggle, .compare-tray .button, .brand';

/** Above and below the search results: save, sort, per-page, the pager and the footer's links. */
const resultsTargets =
  '.save-search .button, .results-toolbar select, .pager a, .filters-toggle, .site-footer__links a';

/** The phone's filter sheet: its choices, its group titles, "Show all" and its close button. */
const filterSheetTargets =
  '.filter-panel.is-open .filter-choice, .filter-panel.is-open .filter-group__title, .filter-panel.is-open .filter-group__more, .filter-panel__close';

describeInBrowser('the buyer’s phone screens', () => {
  it.each(['en', 'jp'] as const)(
    'fits 390 px with thumb-sized controls in %s',
    async (language) => {
      const { context, page, errors } = await buyerPage(env, { language, width: 390 });
      const frozen = await prepare(context);
      const found: Record<string, unknown> = {};

      await page.goto('/cart');
      await page.locator('.cart-line__temperature').waitFor();
      found.cart = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(page, '.quantity__button, .cart-layout .link-button'),
      };
      await screenshot(page, `phone-cart-${language}-390`);

      await page.goto(`/show?code=${frozen.code}`);
      await page.locator('.product-actions .quantity__button').first().waitFor();
      found.product = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(
          page,
          '.product-actions button, .product-actions .compare-toggle, .search-form__switch .segment, .product-summary__supplier a, .supplier-box__name a',
        ),
      };
      await screenshot(page, `phone-product-${language}-390`);

      await page.goto('/compare');
      await page.locator('.compare-table').waitFor();
      found.compare = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(page, '.compare-table .link-button, .list-toolbar .link-button'),
      };
      await screenshot(page, `phone-compare-${language}-390`);

      await page.goto('/');
      await page.locator('.home-section .product-card .compare-toggle').first().waitFor();
      await page.locator('.compare-tray').waitFor();
      found.home = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(page, `${cardTargets}, .home-section__more`),
      };
      await screenshot(page, `phone-home-${language}-390`);

      await page.goto('/search/searchList');
      await page.locator('.product-grid .product-card .compare-toggle').first().waitFor();
      await page.locator('.compare-tray').waitFor();
      found.search = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(page, `${cardTargets}, ${resultsTargets}`),
        cut: await cutSelects(page),
        separators: await misplacedSeparators(page, language),
      };
      await screenshot(page, `phone-search-${language}-390`);

      await page.locator('.filters-toggle').click();
      await page.locator('.filter-panel.is-open .filter-choice').first().waitFor();
      found.filters = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(page, filterSheetTargets),
      };
      await screenshot(page, `phone-filters-${language}-390`);
      await page.locator('.filter-panel__close').click();
      await page.locator('.filter-panel.is-open').waitFor({ state: 'detached' });

      await page.locator('.menu-button').click();
      await page.locator('.site-header__tools.is-open').waitFor();
      found.menu = {
        sideways: await scrollsSideways(page),
        small: await smallTargets(
          page,
          '.site-header__tools a, .site-header__tools button, .menu-button',
        ),
      };
      await screenshot(page, `phone-menu-${language}-390`);

      const fits = { sideways: false, small: [] };
      expect(found).toEqual({
        cart: fits,
        product: fits,
        compare: fits,
        home: fits,
        search: { ...fits, cut: [], separators: [] },
        filters: fits,
        menu: fits,
      });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('keeps the compare tray’s “Compare now” thumb-sized on a desktop', async () => {
    const { context, page } = await buyerPage(env, { language: 'jp', width: 1280 });
    await prepare(context);
    await page.goto('/search/searchList');
    await page.locator('.compare-tray .button').waitFor();
    expect(await smallTargets(page, '.compare-tray .button')).toEqual([]);
    await screenshot(page, 'desktop-search-compare-tray-jp-1280');
    await context.close();
  });
});
