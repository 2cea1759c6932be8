// The member's desktop header (docs/rules/site-and-pages.md#layouts, #scroll): signed in as the
// demo buyer with a line in the cart (the cart's count shows), brand and tools (favourites,
// follows, bell, language, cart with its count, name, my page, order history, log out) stay on
// one row at 1280 and 1024 px in en and jp, where the labelled links wrapped the tools under the
// logo; and what a page scrolls to (a checkout step) lands just below the sticky header, whose
// measured height html's scroll padding takes, not a fixed 100 px. Screenshots
// (header-row-*) go under artifacts/screenshots/.
import type { BrowserContext, Page } from 'playwright-core';
import { buyerPage, describeInBrowser, hasChromium, screenshot, withRealStack } from './browser';
import { cartWith, keepInBrowser, listProducts } from './buyer-setup';

const env = withRealStack({ browser: hasChromium });

/** A cart holding one piece of a product without options or minimums. */
const fillCart = async (context: BrowserContext) => {
  const items = await listProducts(context, {
    requestFields: ['option_group_id', 'custom', 'item_minimum_purchase'],
  });
  const item = items.find(
    (i) =>
      !i.option_group_id &&
      !i.item_minimum_purchase &&
      (i.custom.moq ?? 1) <= 1 &&
      i.skus.length === 1 &&
      i.skus[0]!.stock_quantity_infinity &&
      !i.skus[0]!.sku_minimum_purchase,
  )!;
  const { cartCode, statuses } = await cartWith(context, [{ item, quantity: 1 }]);
  expect(statuses).toEqual(['E000-000']);
  await keepInBrowser(context, { cartCode });
};

/** The header's visible items whose middle is off the brand's row, named for the failure. */
const offTheRow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const brand = document.querySelector('.site-header .brand')!.getBoundingClientRect();
    const row = (brand.top + brand.bottom) / 2;
    const items = document.querySelectorAll(
      '.site-header__tools .header-link, .site-header__tools .language-switch, .site-header__tools .cart-count, .site-header__tools .account-menu > *',
    );
    return [...items].flatMap((item) => {
      const box = item.getBoundingClientRect();
      if (box.width === 0) return [];
      const middle = (box.top + box.bottom) / 2;
      return Math.abs(middle - row) > 4
        ? [`${(item.textContent ?? '').trim() || item.className} ${Math.round(middle - row)} px`]
        : [];
    });
  });

describeInBrowser('the member’s desktop header', () => {
  it.each([
    ['en', 1280],
    ['jp', 1280],
    ['en', 1024],
    ['jp', 1024],
  ] as const)(
    'keeps brand and tools on one row with a cart count in %s at %i px',
    async (language, width) => {
      const { context, page, errors } = await buyerPage(env, { language, width });
      await fillCart(context);
      await page.goto('/cart');
      await page.locator('.site-header__tools .cart-count__badge').waitFor({ timeout: 15_000 });
      await page.locator('.site-header .account-menu__user').waitFor({ timeout: 15_000 });
      await page.locator('.cart-line').first().waitFor({ timeout: 15_000 });
      const found = { offTheRow: await offTheRow(page), errors };
      await screenshot(page, `header-row-${language}-${width}`);
      expect(found).toEqual({ offTheRow: [], errors: [] });
      // The icons keep their names for a screen reader and a tooltip.
      await page
        .getByRole('link', { name: language === 'en' ? 'Favourites' : 'お気に入り' })
        .waitFor();
      await context.close();
    },
    60_000,
  );

  it.each(['en', 'jp'] as const)(
    'lands a checkout step just below the sticky header in %s at 1280 px',
    async (language) => {
      const { context, page, errors } = await buyerPage(env, { language, width: 1280 });
      await fillCart(context);
      await page.goto('/cart');
      await page
        .getByRole('button', { name: language === 'en' ? 'Proceed to checkout' : 'ご購入手続きへ' })
        .click({ timeout: 15_000 });
      await page.locator('.checkout-step').nth(2).waitFor({ timeout: 15_000 });
      await page.locator('.site-header .account-menu__user').waitFor({ timeout: 15_000 });
      const landed = await page.evaluate(() => {
        const step = document.querySelectorAll('.checkout-step')[2]!;
        step.scrollIntoView();
        const header = document.querySelector('.site-header')!.getBoundingClientRect();
        return Math.round(step.getBoundingClientRect().top - header.bottom);
      });
      // 16 px clear of the header: under it (< 0) hides the step's title, far below wastes the
      // screen (the old 100 px padding and 100 px margin left a member's step 50 px below).
      expect({ landed, errors }).toEqual({ landed: expect.any(Number), errors: [] });
      expect(landed).toBeGreaterThanOrEqual(8);
      expect(landed).toBeLessThanOrEqual(24);
      await context.close();
    },
    60_000,
  );
});
