// The buyer's discovery journey in real Chromium against the real stack (mock → BFF → web):
// search in both languages, filter, sort, page, back and forward, a pasted link, and browsing
// by category, certification, region and prefecture.
import { parseSearchQuery } from '@kakehashi/contracts';
import {
  buyerContext,
  describeInBrowser,
  hasChromium,
  heading,
  watchPageErrors,
  withRealStack,
} from '../browser';
import { cardNames, resultsSettled } from './discovery-helpers';

const env = withRealStack({ browser: hasChromium });

const queryOf = (url: string) => parseSearchQuery(new URL(url).search).query;

describeInBrowser('discovery journey', () => {
  it('searches 日本酒 and "green tea" from the header and finds sake and tea', async () => {
    const context = await buyerContext(env.browser, env.stack);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').fill('日本酒');
    const started = Date.now();
    await header.getByRole('button', { name: 'Search' }).click();
    await heading(page, 'Results for “日本酒”');
    await resultsSettled(page);
    // Loopback, headless: the issue asks for results within 1 s; printed, never asserted.
    console.log(`results for 日本酒 shown after ${Date.now() - started} ms`);
    const sake = await cardNames(page);
    expect(sake.length).toBeGreaterThan(0);
    expect(sake.every((name) => /Sake/.test(name))).toBe(true);

    await header.getByRole('searchbox').fill('green tea');
    await header.getByRole('searchbox').press('Enter');
    await heading(page, 'Results for “green tea”');
    await resultsSettled(page);
    const tea = await cardNames(page);
    expect(tea.length).toBeGreaterThan(0);
    expect(tea.every((name) => /Tea|Matcha|Hojicha|Sencha/.test(name))).toBe(true);
    expect(await header.getByRole('searchbox').inputValue()).toBe('green tea');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by price and temperature, sorts by price, pages, and keeps it all in the URL', async () => {
    const context = await buyerContext(env.browser, env.stack);
    const page = await context.newPage();
    await page.goto('/search/searchList?keyword=tea');
    await heading(page, 'Results for “tea”');
    const hits = page.locator('.search-page__hits');
    await hits.waitFor();

    await page
      .getByRole('group', { name: 'Price' })
      .getByRole('radio', { name: /^¥1,000 – ¥3,000/ })
      .click();
    // A price band is two entries (its lower and upper bound).
    await page.waitForURL((url) => (queryOf(url.href).filterOption?.length ?? 0) === 2);
    await page
      .getByRole('group', { name: 'Transport temperature' })
      .getByRole('checkbox', { name: /^Ambient \(dry\)/ })
      .click();
    await page.waitForURL((url) => (queryOf(url.href).filterOption?.length ?? 0) === 3);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.waitForURL((url) => queryOf(url.href).sort === 'price_asc');
    await page.getByRole('button', { name: /Remove Price/ }).waitFor();

    const prices = async () =>
      (await page.locator('.product-card .price__amount').allInnerTexts()).map((p) =>
        Number(p.replace(/[^\d]/g, '')),
      );
    const settled = (pageNumber: number) =>
      `.search-results[aria-busy="false"][data-sort="price_asc"][data-page="${pageNumber}"]`;
    await page
      .locator(`${settled(1)} .product-card .price__amount`)
      .first()
      .waitFor();
    const firstPage = await prices();
    expect(firstPage.every((p) => p >= 1000 && p < 3000)).toBe(true);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await page.waitForURL((url) => queryOf(url.href).page === 2);
    await page
      .locator(`${settled(2)} .product-card .price__amount`)
      .first()
      .waitFor();
    const secondPage = await prices();
    expect(secondPage[0]).toBeGreaterThanOrEqual(firstPage.at(-1) ?? 0);
    const pageTwoUrl = page.url();

    await page.goBack();
    await page.waitForURL((url) => queryOf(url.href).page === 1);
    expect(queryOf(page.url())).toMatchObject({ sort: 'price_asc', keyword: [{ text: 'tea' }] });
    expect(queryOf(page.url()).filterOption).toHaveLength(3);
    expect(
      await page
        .getByRole('group', { name: 'Transport temperature' })
        .getByRole('checkbox', { name: /^Ambient \(dry\)/ })
        .isChecked(),
    ).toBe(true);
    await page.goForward();
    await page.waitForURL((url) => queryOf(url.href).page === 2);

    // A copied link restores everything in a fresh tab.
    const fresh = await context.newPage();
    await fresh.goto(pageTwoUrl);
    await heading(fresh, 'Results for “tea”');
    expect(await fresh.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_asc');
    expect(
      await fresh
        .getByRole('group', { name: 'Price' })
        .getByRole('radio', { name: /^¥1,000 – ¥3,000/ })
        .isChecked(),
    ).toBe(true);
    expect(await fresh.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await fresh.getByRole('banner').getByRole('searchbox').inputValue()).toBe('tea');
    await context.close();
  });

  it('browses a category and a certification', async () => {
    const context = await buyerContext(env.browser, env.stack);
    const page = await context.newPage();
    await page.goto('/search/searchCategory');
    await heading(page, 'Categories');
    await page.getByRole('link', { name: /^Japanese Tea/ }).click();
    await heading(page, 'Japanese Tea');
    expect(queryOf(page.url()).category).toEqual(['food-tea']);
    await resultsSettled(page);
    expect((await cardNames(page)).every((n) => /Tea|Matcha|Hojicha|Sencha/.test(n))).toBe(true);

    await page.goto('/search/certification');
    await heading(page, 'Certifications');
    await page.getByRole('link', { name: /^Halal/ }).click();
    await heading(page, 'Certification: Halal');
    await resultsSettled(page);
    const chips = await page.locator('.product-card').first().locator('.chip').allInnerTexts();
    expect(chips.length).toBeGreaterThan(0);
    await context.close();
  });

  it('finds what a buyer types, keeps a browsed category, and compares from the results', async () => {
    const context = await buyerContext(env.browser, env.stack);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/search/searchList?keyword=steak');
    await heading(page, 'Results for “steak”');
    await resultsSettled(page);
    const steak = await cardNames(page);
    expect(steak.length).toBeGreaterThan(0);
    expect(steak.every((name) => /Wagyu/i.test(name))).toBe(true);

    // A keyword typed on a category's results keeps the category (kosher: the seed has kosher
    // sake, never halal sake).
    await page.goto('/search/searchList?category=food-sake');
    await resultsSettled(page);
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').fill('kosher');
    await header.getByRole('searchbox').press('Enter');
    await page.waitForURL((url) => queryOf(url.href).keyword?.[0]?.text === 'kosher');
    expect(queryOf(page.url()).category).toEqual(['food-sake']);
    await resultsSettled(page);

    // Ticking "Compare" on two cards shows the tray with the count and the way on.
    const boxes = page.locator('.product-card').getByRole('checkbox', { name: 'Compare' });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const tray = page.getByRole('complementary', { name: 'Compare products' });
    await tray.getByText('2 of 4 products chosen for comparison').waitFor();
    await tray.getByRole('link', { name: 'Compare now' }).click();
    await page.waitForURL((url) => new URL(url).pathname === '/compare');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds suppliers through a region and through a prefecture', async () => {
    const context = await buyerContext(env.browser, env.stack);
    const page = await context.newPage();
    await page.goto('/search_index_supplier');
    await heading(page, 'Search by location');
    await page.getByRole('link', { name: 'All suppliers in Kanto' }).click();
    await heading(page, 'Suppliers in Kanto');
    await page.locator('.supplier-card').first().waitFor();
    const kanto = await page.locator('.supplier-card__meta').allInnerTexts();
    expect(kanto.every((m) => /Ibaraki|Tochigi|Gunma|Saitama|Chiba|Tokyo|Kanagawa/.test(m))).toBe(
      true,
    );

    await page.goBack();
    await heading(page, 'Search by location');
    await page.getByRole('link', { name: 'Niigata', exact: true }).click();
    await heading(page, 'Suppliers in Niigata');
    await page.locator('.supplier-card').first().waitFor();
    const niigata = await page.locator('.supplier-card__meta').allInnerTexts();
    expect(niigata.length).toBeGreaterThan(0);
    expect(niigata.every((m) => m.includes('Niigata'))).toBe(true);
    await context.close();
  });
});
