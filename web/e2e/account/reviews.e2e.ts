// Reviews and arrival notifications in real Chromium against the real stack
// (docs/rules/reviews-and-notifications.md): the demo buyer opens a product from search, writes a
// review, finds it on the product page and in /mypage/reviews, deletes it after confirming; then
// sees and clears an arrival notification.
// Screens in both languages at 1280 and 390 px go to artifacts/screenshots/ (reviews-*, member-*).
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  callBff,
  describeInBrowser,
  hasChromium,
  heading,
  openPage,
  screenshot,
  screenshotDir,
  withRealStack,
} from '../browser';
import { expectNoSeriousA11yViolations } from '../axe';
import { memberPage, shootInBothLanguages } from './journey-helpers';

const env = withRealStack({ browser: hasChromium });

/** Only the reviews part of the long product page, to look at it closely. */
const shootSection = (section: Locator, name: string) =>
  section.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

describeInBrowser('reviews and arrival notifications', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const product = { code: '', name: '' };
  beforeAll(async () => {
    ({ context, page, errors } = await openPage(env, { signedIn: true }));
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await context?.close();
  });

  it('writes a review on a product opened from search and sees it at once', async () => {
    await page.goto('/search/searchList?keyword=matcha');
    const first = page.locator('.search-results[aria-busy="false"] .product-card__link').first();
    await first.waitFor({ timeout: 15_000 });
    product.name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await heading(page, product.name);
    product.code = new URL(page.url()).searchParams.get('code') ?? '';
    expect(product.code).not.toBe('');

    const reviews = page.locator('#reviews');
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.getByText('Rating: please choose one.').waitFor();
    await form.getByText('Title is required.').waitFor();
    await shootSection(reviews, 'reviews-section-form-errors-en-1280');
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form.getByRole('textbox', { name: /Title/ }).fill('Bright colour, steady quality');
    await form
      .getByRole('textbox', { name: /Review/ })
      .fill('Three orders so far and every lot tasted the same. Well packed for export.');
    await shootSection(reviews, 'reviews-section-form-filled-en-1280');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/review/put'));
    await form.getByRole('button', { name: 'Post review' }).click();
    expect((await (await answered).json()).status).toBe('E000-000');
    await reviews.getByText(/Your review is saved/).waitFor();
    const mine = reviews.getByRole('listitem').filter({ hasText: 'Bright colour, steady quality' });
    await mine.getByText('Your review').waitFor();
    await mine.getByText('Awaiting publication').waitFor();
    await mine.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    // Who wrote it, from the demo buyer's profile (US; docs/rules/reviews-and-notifications.md#who-wrote-it).
    await mine.getByText('Buyer in United States').waitFor();
    await reviews.getByRole('button', { name: 'Edit' }).waitFor();
    // The product page's review section in both languages and widths.
    await shootInBothLanguages(
      page,
      `/show?code=${encodeURIComponent(product.code)}`,
      'reviews-product',
      null,
      {
        ready: (shown) => shown.locator('#reviews .review').first().waitFor(),
        section: '#reviews',
        returnTo: memberPage.returnTo,
      },
    );
  });

  it('finds the review in /mypage/reviews and deletes it after confirming', async () => {
    await page.goto('/mypage/reviews');
    await heading(page, 'My reviews');
    const row = page.getByRole('listitem').filter({ hasText: 'Bright colour, steady quality' });
    await row.getByRole('link', { name: product.name }).waitFor();
    // The demo buyer's two earlier reviews, one in each language, are listed too.
    await page.getByText('品質がとても良い').waitFor();
    await shootInBothLanguages(
      page,
      '/mypage/reviews',
      'reviews',
      ['My reviews', 'レビュー履歴'],
      memberPage,
    );

    await page.goto('/mypage/reviews');
    await row.getByRole('button', { name: 'Delete' }).click();
    const question = row.getByRole('alertdialog');
    await question.waitFor();
    await screenshot(page, 'reviews-mypage-confirm-en-1280');
    await question.getByRole('button', { name: 'Yes, delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('Your review has been deleted.').waitFor();
    const list = await callBff(context, 'member/review/list', {});
    expect(
      list.data.reviews
        .map((r: { title: string }) => r.title)
        .includes('Bright colour, steady quality'),
    ).toBe(false);

    await page.goto(`/show?code=${encodeURIComponent(product.code)}`);
    await heading(page, product.name);
    await page.locator('#reviews').getByRole('button', { name: 'Write a review' }).waitFor();
    expect(await page.getByText('Bright colour, steady quality').count()).toBe(0);
  });

  it('lists an arrival notification and removes it after confirming', async () => {
    const detail = await callBff(context, 'items/detail', { items: product.code });
    const skuId = detail.data.items[0].skus[0].id as string;
    expect((await callBff(context, 'member/notify/addDelete', { skuId })).data.added).toBe(true);

    await page.goto('/mypage/notifications');
    await heading(page, 'Arrival notifications');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: product.name }) });
    await row.getByRole('button', { name: 'Remove' }).waitFor();
    // The variation is named by what differs, never by its SKU code (UI.md).
    expect(await row.getByText(skuId).count()).toBe(0);
    expect(await row.getByText(/^SKU: /).count()).toBe(0);
    await shootInBothLanguages(
      page,
      '/mypage/notifications',
      'notifications',
      ['Arrival notifications', '入荷お知らせ'],
      memberPage,
    );

    await page.goto('/mypage/notifications');
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('alertdialog').waitFor();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await page.getByText('The notification has been removed.').waitFor();
    await page.getByText(/You have no arrival notifications/).waitFor();
    await screenshot(page, 'reviews-notifications-empty-en-1280');
    expect((await callBff(context, 'member/notify/list', {})).data.notifies).toEqual([]);
  });
});
