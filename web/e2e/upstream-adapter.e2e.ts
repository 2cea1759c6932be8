// Issue 27 item 4 in real Chromium: a buyer searches on a backend that names a product's `name`
// `title` and quotes the hit count, behind a BFF started with UPSTREAM_ADAPTER naming the
// documented example (docs/integrators.md#adapting-an-upstream-that-differs). The BFF runs as
// its own process, so the module is loaded the way an integrator's deployment loads it.
import { acmeDifferences, startChangedSaas } from '../../bff/src/__tests__/support/changed-saas';
import {
  buyerContext,
  describeInBrowser,
  hasChromium,
  heading,
  launchBrowser,
  watchPageErrors,
} from './browser';
import { startStack, type Stack } from '../../scripts/lib/stack';
import { cardNames, resultsSettled } from './discovery/discovery-helpers';
import type { Browser } from 'playwright-core';

describeInBrowser('a product list through UPSTREAM_ADAPTER', () => {
  let saas: Awaited<ReturnType<typeof startChangedSaas>>;
  let stack: Stack;
  let browser: Browser;
  beforeAll(async () => {
    saas = await startChangedSaas();
    saas.changes.tamper = acmeDifferences;
    [stack, browser] = await Promise.all([
      startStack({
        upstreamUrl: saas.origin,
        // Resolved from the folder the BFF starts in (the repository root), as documented.
        env: { UPSTREAM_ADAPTER: './docs/examples/adapters/acme.js' },
      }),
      hasChromium ? launchBrowser() : Promise.reject(new Error('no Chromium')),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await saas?.close();
  });

  it('shows the search results with their names and count', async () => {
    const context = await buyerContext(browser, stack); // the catalogue is for members
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/search/searchList?keyword=tea');
    await heading(page, 'Results for “tea”');
    await resultsSettled(page);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /Tea|Matcha|Hojicha|Sencha/.test(name))).toBe(true);
    await expect(page.locator('.search-page__hits').innerText()).resolves.toMatch(/\d/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
