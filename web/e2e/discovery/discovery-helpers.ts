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

/**
 * The rows of the search grid's cards whose prices do not line up: each row (the cards whose
 * picture tops are level) with the tops of its cards' prices, where these differ.
 */
export const unevenPriceRows = (page: Page): Promise<number[][]> =>
  page.$$eval('.product-grid .product-card', (cards) => {
    const top = (element: Element | null) => Math.round(element?.getBoundingClientRect().top ?? 0);
    const rows = new Map<number, number[]>();
    for (const card of cards) {
      const row = rows.get(top(card)) ?? [];
      row.push(top(card.querySelector('.price__pays')));
      rows.set(top(card), row);
    }
    return [...rows.values()].filter((prices) => new Set(prices).size > 1);
  });
