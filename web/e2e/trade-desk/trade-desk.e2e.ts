// The buyer's trade desk (docs/rules/trade-desk.md) in real Chromium against the real stack: a
// quote request from the product page to the inbox, marked answered; then every new screen in
// both languages at desktop and phone width (artifacts/screenshots/trade-*).
import type { Page } from 'playwright-core';
import { deliveryMonthChoices } from '@kakehashi/contracts';
import {
  buyerContext,
  callBff,
  describeInBrowser,
  hasChromium,
  heading,
  screenshot,
  scrollsSideways,
  signedInPage,
  watchPageErrors,
  withRealStack,
} from '../browser';
import { outbox, shootInBothLanguages } from '../account/journey-helpers';
import { expectNoSeriousA11yViolations } from '../axe';
import { sobaQuoteTerms } from '../../src/testing/quote-fixtures';

// Alerts are counted again whenever the alerts page opens (not at most every 30 s), so the
// products the mock adds show at once.
const env = withRealStack({ browser: hasChromium, env: { ALERTS_PAGE_REFRESH_S: '0' } });

/**
 * The terms the journey fills in and then finds in the inbox: the soba quote the web's tests share,
 * for 500 cartons (so the form says the MOQ is in pieces and not checked against them,
 * docs/rules/trade-desk.md#quote-requests) and the fourth month of the form's list of named months.
 */
const terms = {
  ...sobaQuoteTerms,
  quantity: 500,
  deliveryMonth: deliveryMonthChoices(new Date())[3]!,
};

/**
 * Fills the quote form's terms in either language, for P100002's 120g: the variation that cannot
 * be ordered online, which the form asks for since the product has two.
 */
const fillQuote = async (page: Page) => {
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await field('quote.skuId').selectOption({ label: '120g' });
  await field('quote.quantity').fill(String(terms.quantity));
  await field('quote.unit').selectOption(terms.unit);
  await page.locator(`[name="quote.tradeTerm"][value="${terms.tradeTerm}"]`).check();
  await field('quote.destinationCountry').selectOption(terms.destinationCountry);
  await field('quote.destinationPort').fill(terms.destinationPort);
  await field('quote.targetPrice').fill(terms.targetPrice.toFixed(2));
  await field('quote.currency').selectOption(terms.currency);
  await field('quote.deliveryMonth').selectOption(terms.deliveryMonth);
  await field('quote.samplesWanted').setChecked(terms.samplesWanted);
  await field('text').fill('E2E quote: private label possible?');
};

/**
 * Opens the BFF's trade-desk database before the journey: the first trade-desk call opens and
 * migrates it (docs/architecture.md#database), and a fresh PGlite in memory takes seconds to
 * start on a loaded machine; the journey is about the screens, not that first wait.
 */
const tradeDeskReady = async () => {
  const context = await buyerContext(env.browser, env.stack);
  const headers = { 'x-csrf': '1' };
  for (let attempt = 0; attempt < 12; attempt++) {
    const answer = await context.request
      .post('/api/requests/inbox/list', { data: {}, headers, timeout: 20_000 })
      .catch(() => null);
    if (answer?.ok()) break;
  }
  await context.close();
};

describeInBrowser('the trade desk', () => {
  beforeAll(tradeDeskReady);
  const buyer = signedInPage(env);

  it('sends a quote request from the product page, finds it in the inbox and marks it answered', async () => {
    const { context, page } = buyer;
    await page.goto('/show?code=P100002');
    const actions = page.getByRole('group', { name: 'Actions' });
    await actions.getByRole('link', { name: 'Request a quote' }).click();
    await heading(page, 'Request a quote');
    await page.getByLabel(/^Quantity/).waitFor();
    await fillQuote(page);
    await page.getByRole('button', { name: 'Review your request' }).click();
    await heading(page, 'Check your request');
    await page.getByText('FOB — Free On Board').waitFor();
    await page.getByText('Genoa, Italy').waitFor();
    await page.getByText('120g', { exact: true }).waitFor();
    await screenshot(page, 'trade-quote-confirm-en-1280');
    await page.getByRole('button', { name: 'Send quote request' }).click();
    await heading(page, 'Your request has been sent');
    const reference = (await page.locator('.request-sent strong').innerText()).trim();
    expect(reference).not.toBe('');
    await screenshot(page, 'trade-quote-sent-en-1280');

    // Mailed to both sides like the other requests, with every term in Japanese and English.
    const mails = await outbox(env.stack, 'buyer@example.com');
    const copy = mails.find((m) => m.text.includes('E2E quote: private label possible?'));
    expect(copy?.text).toContain('FOB（本船渡し） / FOB (Free On Board)');
    expect(copy?.text).toContain('種類 / Variation: 内容量：120g / Net weight: 120g');
    expect(copy?.text).toContain('Genoa, Italy');

    await page.getByRole('link', { name: 'See it in your sent requests' }).click();
    await heading(page, 'Sent requests');
    const entry = page.locator('.inbox-entry').first();
    await entry.getByText(new RegExp(`^Reference ${reference} · sent `)).waitFor();
    await entry.getByText('Quote', { exact: true }).waitFor();
    await entry.getByText('500 cartons', { exact: true }).waitFor();
    await entry.getByRole('button', { name: /^Mark “.+” answered$/ }).click();
    await entry.getByText('Answered', { exact: true }).waitFor();
    await entry.getByRole('button', { name: 'Add a note' }).click();
    await entry.getByLabel('Private note').fill('Compare with the Shizuoka offer');
    await entry.getByRole('button', { name: 'Save note' }).click();
    await entry.getByText('Compare with the Shizuoka offer').waitFor();
    await screenshot(page, 'trade-inbox-answered-en-1280');

    // Kept by the BFF, not only on screen: a full reload shows the same, and the list says so.
    await page.reload();
    await heading(page, 'Sent requests');
    await page.locator('.inbox-entry').first().getByText('Answered', { exact: true }).waitFor();
    const listed = await callBff(context, 'requests/inbox/list', { kind: 'quote' });
    expect(listed.data.entries[0]).toMatchObject({
      reference,
      kind: 'quote',
      status: 'answered',
      note: 'Compare with the Shizuoka offer',
      quote: terms,
    });
  });

  it('saves a search from its results and opens it from the saved searches', async () => {
    const { page } = buyer;
    await page.goto('/search/searchList?keyword=%3Amatcha%3A');
    await heading(page, 'Results for “matcha”');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name of the saved search').fill('E2E matcha');
    await screenshot(page, 'trade-save-search-en-1280');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('link', { name: 'Saved searches' }).click();
    await heading(page, 'Saved searches');
    const row = page.getByRole('listitem', { name: 'E2E matcha' });
    await row.getByRole('button', { name: 'Open the saved search “E2E matcha”' }).click();
    await heading(page, 'Results for “matcha”');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('matcha');
  });
});

describeInBrowser('the trade desk screens in both languages at 1280 and 390 px', () => {
  const buyer = signedInPage(env, 'all');
  beforeAll(async () => {
    const { context } = buyer;
    // Something on every screen: the quote sent above, a saved search and a followed supplier,
    // counted once (what they have now is the baseline), then new products for both.
    const [product] = (await callBff(context, 'items/detail', { items: 'P100002' })).data.items;
    const supplierId = product.custom.product_company_id;
    await callBff(context, 'searches/save', {
      name: 'senbei crackers',
      query: 'keyword=%3Asenbei%3A',
    });
    await callBff(context, 'member/follows/addDelete', { supplierId, follow: true });
    await callBff(context, 'alerts/get', { refresh: true });
    await fetch(`${env.stack.mockUrl}/__mock/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ like: 'P100002', count: 3 }),
    });
  });

  it('shows the quote form, the inbox, saved searches and alerts without sideways scrolling', async () => {
    const { page } = buyer;
    const inbox = page.locator('.request-inbox, .trade-empty').first();
    await shootInBothLanguages(page, '/js_quote_product?code=P100002', 'quote', null, {
      prefix: 'trade-',
      ready: (p) => p.locator('.term-choices').waitFor(),
    });
    await shootInBothLanguages(page, '/mypage/requests', 'inbox', null, {
      prefix: 'trade-',
      ready: () => inbox.waitFor(),
    });
    await shootInBothLanguages(page, '/mypage/searches', 'searches', null, {
      prefix: 'trade-',
      ready: (p) => p.locator('.saved-searches').waitFor(),
    });
    await shootInBothLanguages(page, '/mypage/alerts', 'alerts', null, {
      prefix: 'trade-',
      ready: (p) => p.locator('.alert-rows').waitFor(),
    });
    await shootInBothLanguages(page, '/mypage', 'mypage', null, {
      prefix: 'trade-',
      ready: (p) => p.locator('.mypage-cards').waitFor(),
    });
  });

  it('shows the quote form, review and sent steps in both languages at both widths', async () => {
    for (const [language, review, send] of [
      ['en', 'Review your request', 'Send quote request'],
      ['jp', '入力内容を確認する', '見積もりを依頼する'],
    ] as const)
      for (const width of [1280, 390]) {
        const shopper = await buyerContext(env.browser, env.stack, { language, width });
        const tab = await shopper.newPage();
        const tabErrors = watchPageErrors(tab);
        await tab.goto('/js_quote_product?code=P100002');
        await tab.locator('.term-choices').waitFor();
        await fillQuote(tab);
        // P100002's 120g is a pack: its MOQ counts packs, as its product page does.
        await tab.getByText(/counted in packs|（24パック）は、カートン単位/).waitFor();
        // From the top: filling scrolled the page, and the sticky header would sit mid-shot.
        await tab.evaluate(() => window.scrollTo(0, 0));
        await screenshot(tab, `trade-quote-input-${language === 'jp' ? 'ja' : 'en'}-${width}`);
        expect(await scrollsSideways(tab)).toBe(false);
        await tab.getByRole('button', { name: review }).click();
        await tab.locator('.request-summary').waitFor();
        await screenshot(tab, `trade-quote-confirm-${language === 'jp' ? 'ja' : 'en'}-${width}`);
        expect(await scrollsSideways(tab)).toBe(false);
        await tab.getByRole('button', { name: send }).click();
        await tab.locator('.request-sent').waitFor();
        await screenshot(tab, `trade-quote-sent-${language === 'jp' ? 'ja' : 'en'}-${width}`);
        expect(await scrollsSideways(tab)).toBe(false);
        expect(tabErrors).toEqual([]);
        await shopper.close();
      }
  });

  it('shows the header alert count at both widths', async () => {
    const { page } = buyer;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/');
      const alerts = page.getByRole('link', { name: /^New product alerts, (\d+|none) new$/ });
      await alerts.waitFor();
      await screenshot(page, `trade-header-en-${width}`);
      expect(await scrollsSideways(page)).toBe(false);
    }
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
