// Shared steps of the discovery journeys: the product cards on screen and settled results.
import type { Page } from 'playwright-core';

/** The names of the product cards on the page, in order. */
export const cardNames = (page: Page): Promise<string[]> =>
  page.locator('.product-card__name').allInnerTexts();

/** Waits until the results on screen are those of the current URL (not the previous search). */
export const resultsSettled = (page: Page) =>
  page
    .locator('.search-results[aria-busy="false"] .product-card__name')
    .first()
    .waitFor({ timeout: 15_000 });
