// Shared steps of the discovery journeys: a signed-in buyer's browser context in a language.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoBuyer, type Stack } from '../../../scripts/lib/stack';

/** A context signed in as the demo buyer, its language stored through the BFF. */
export const buyerContext = async (
  browser: Browser,
  stack: Stack,
  options: { language?: 'en' | 'jp'; width?: number } = {},
): Promise<BrowserContext> => {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width, height: width < 500 ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  const headers = { 'x-csrf': '1' };
  const signin = await context.request.post('/api/auth/signin', { data: demoBuyer, headers });
  if ((await signin.json()).status !== 'E000-000') throw new Error('demo buyer sign-in failed');
  await context.request.put('/api/language', {
    data: { language: options.language ?? 'en' },
    headers,
  });
  return context;
};

/** Waits for the level-1 heading of a page. */
export const pageHeading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });

/** Whether anything on the page is wider than the viewport (nothing may scroll sideways). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** The names of the product cards on the page, in order. */
export const cardNames = (page: Page): Promise<string[]> =>
  page.locator('.product-card__name').allInnerTexts();

/** Waits until the results on screen are those of the current URL (not the previous search). */
export const resultsSettled = (page: Page) =>
  page
    .locator('.search-results[aria-busy="false"] .product-card__name')
    .first()
    .waitFor({ timeout: 15_000 });
