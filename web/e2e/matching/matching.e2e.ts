// Matching journeys (docs/rules/lists-and-requests.md) in real Chromium against the real stack:
// favourites, follows, ask and meeting requests through the outbox, comparison and the favourites
// CSV. Screens are saved under artifacts/screenshots/ (matching-*).
import fs from 'node:fs';
import {
  callBff,
  describeInBrowser,
  hasChromium,
  heading,
  screenshot,
  signedInPage,
  withRealStack,
} from '../browser';
import { outbox } from '../account/journey-helpers';
import { resultsSettled } from '../discovery/discovery-helpers';
import { parseCsv } from './matching-helpers';

const env = withRealStack({ browser: hasChromium });

describeInBrowser('matching journeys', () => {
  const buyer = signedInPage(env);

  it("opens a product from search, adds it to the list ('In favourites'), finds it in /favorites and removes it after confirming", async () => {
    const { context, page } = buyer;
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').fill('sake');
    await header.getByRole('button', { name: 'Search' }).click();
    await heading(page, 'Results for “sake”');
    await resultsSettled(page);
    const card = page.locator('.search-results .product-card').first();
    const cardName = (await card.locator('.product-card__name').innerText()).trim();
    await card.getByRole('link', { name: cardName }).first().click();
    const name = page.getByRole('heading', { level: 1, name: cardName });
    await name.waitFor();
    const code = new URL(page.url()).searchParams.get('code');
    expect(code).toMatch(/^P\d+$/);
    const answered = page.waitForResponse((r) =>
      r.url().endsWith('/api/member/favorite/addDelete'),
    );
    await page
      .getByRole('group', { name: 'Actions' })
      .getByRole('button', { name: 'Add to favourites' })
      .click();
    await page.getByRole('button', { name: 'In favourites' }).waitFor();
    expect(await (await answered).json()).toMatchObject({
      status: 'E000-000',
      data: { added: true },
    });
    await screenshot(page, 'matching-product-added-en-1280');

    await page.goto('/favorites');
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: cardName }) });
    await row.waitFor();
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('alertdialog').waitFor();
    await screenshot(page, 'matching-favorites-confirm-en-1280');
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await row.waitFor({ state: 'detached' });
    // Gone for the BFF too, not only from the screen.
    const [product] = (await callBff(context, 'items/detail', { items: code })).data.items;
    const skuIds = product.skus.map((sku: { id: string }) => sku.id);
    const list = await callBff(context, 'member/favorite/list', {});
    const kept = list.data.favorites.map((f: { skuId: string }) => f.skuId);
    expect(kept.filter((id: string) => skuIds.includes(id))).toEqual([]);
  });

  it("reaches a supplier through a prefecture, follows it ('Followed') and finds it in /follows", async () => {
    const { page } = buyer;
    await page.goto('/search_index_supplier');
    await heading(page, 'Search by location');
    await page.getByRole('link', { name: 'Niigata', exact: true }).click();
    await heading(page, 'Suppliers in Niigata');
    const card = page.locator('.supplier-card').first();
    await card.waitFor();
    await card.getByRole('link').first().click();
    const supplierHeading = page.getByRole('heading', { level: 1 });
    await page.waitForURL(/\/seller\?id=/);
    await supplierHeading.waitFor();
    const supplierName = (await supplierHeading.textContent()) ?? '';
    // The location line may render after the heading: wait for it rather than look once (a
    // look at once failed in a clean-clone CI run on a busy machine).
    await page.locator('main').getByText('Niigata').first().waitFor({ state: 'visible' });
    // The label turns at once; wait for the BFF's answer too before leaving the page.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/member/follows/addDelete'));
    await page.getByRole('button', { name: `Follow: ${supplierName}` }).click();
    await page.getByRole('button', { name: `Followed: ${supplierName}` }).waitFor();
    expect(await (await answered).json()).toMatchObject({
      status: 'E000-000',
      data: { followed: true },
    });
    await page.goto('/follows');
    await page.getByRole('link', { name: supplierName }).waitFor();
    await screenshot(page, 'matching-follows-en-1280');
  });

  it('sends an ask and a business-meeting request and finds both in the outbox', async () => {
    const { page } = buyer;
    await page.goto('/seller?id=5001');
    await page.getByRole('link', { name: 'Ask this supplier' }).click();
    await page.getByLabel(/^Subject/).fill('E2E ask: shipping to Italy');
    await page.getByLabel(/^Message/).fill('Do you ship chilled goods to Milan?');
    await page.getByRole('button', { name: 'Review your request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your request' }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your request has been sent' }).waitFor();

    await page.goto('/show?code=P100002');
    await page.getByRole('link', { name: 'Request a meeting' }).click();
    await page.getByLabel(/^Subject/).fill('E2E meeting at FOODEX');
    await page.getByLabel(/^Message/).fill('We would like to meet your export team.');
    await page.getByLabel('Online').check();
    await page.getByLabel(/^Attendees/).fill('Alex Morgan (buyer), Sam Lee (QA)');
    await page.getByLabel('Your time zone').selectOption('Europe/Rome');
    await page.getByLabel('Date', { exact: true }).fill('2030-03-05');
    await page.getByLabel('Time', { exact: true }).fill('10:00');
    await page.getByText('Japan time: 5 Mar 2030, 18:00', { exact: true }).waitFor();
    await screenshot(page, 'matching-bizmtg-input-en-1280');
    await page.getByRole('button', { name: 'Review your request' }).click();
    await page.getByRole('cell', { name: '5 Mar 2030, 18:00 JST', exact: true }).waitFor();
    await screenshot(page, 'matching-bizmtg-confirm-en-1280');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your request has been sent' }).waitFor();
    await screenshot(page, 'matching-bizmtg-sent-en-1280');

    const mails = await outbox(env.stack, 'buyer@example.com');
    const ask = mails.find((m) => m.subject.includes('E2E ask: shipping to Italy'));
    // The page was English: so is the mail (docs/upstream.md#mails).
    expect(ask?.text).toContain('Request: Question to a supplier');
    expect(ask?.text).not.toContain('企業へのお問い合わせ');
    expect(ask?.text).not.toContain('[ask_company]');
    expect(ask?.text).toContain('Do you ship chilled goods to Milan?');
    expect(ask?.text).toContain(`${env.stack.baseUrl}/seller?id=5001`);
    const meeting = mails.find((m) => m.subject.includes('E2E meeting at FOODEX'));
    expect(meeting?.text).toContain('Business-meeting request about a product');
    expect(meeting?.text).not.toMatch(/\[bizmtg_/);
    expect(meeting?.text).toContain('Online');
    expect(meeting?.text).toContain('Attendees: Alex Morgan (buyer), Sam Lee (QA)');
    expect(meeting?.text).toContain('2030/03/05 18:00 JST');
    expect(meeting?.text).toContain('Europe/Rome');
    expect(meeting?.text).toContain(`${env.stack.baseUrl}/show?code=P100002`);
  });

  it('compares two products side by side', async () => {
    const { page } = buyer;
    for (const code of ['P100002', 'P100003']) {
      await page.goto(`/show?code=${code}`);
      const actions = page.getByRole('group', { name: 'Actions' });
      await actions.getByRole('checkbox', { name: 'Compare' }).check();
    }
    await page.getByRole('link', { name: 'Compare now' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(3);
    const hsRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'HS code' }) });
    expect(await hsRow.getByRole('cell').count()).toBe(2);
    await screenshot(page, 'matching-compare-en-1280');
  });

  it('downloads the favourites as a UTF-8 CSV with BOM that reads back', async () => {
    const { context, page } = buyer;
    for (const skuId of ['10000401', '10000501'])
      await callBff(context, 'member/favorite/addDelete', { skuId });
    const [product] = (await callBff(context, 'items/detail', { items: 'P100004' })).data.items;
    await page.goto('/favorites');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('kakehashi-favourites.csv');
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual([
      'Product name (Japanese)',
      'Product name (English)',
      'Supplier',
      'HS code',
      'JAN code',
      'MOQ',
      'Price, tax incl. (JPY)',
      'Retail price in Japan, tax incl. (JPY)',
      'Retail price in Japan, tax excl. (JPY)',
      'Retail price for',
      'Labels',
      'Link',
    ]);
    const line = rows.find((r) => r[11]?.endsWith('/show?code=P100004'));
    expect(line?.[0]).toBe(product.name);
    expect(line?.[1]).toBe(product.name_en);
    expect(line?.[5]).toBe(String(product.custom.moq));
    // The price the buyer pays: the headline price, one of its variations' prices with tax.
    expect(
      product.skus.map((s: { price_tax_included: number }) => String(s.price_tax_included)),
    ).toContain(line?.[6]);
    // The retail price on the price's basis, tax included, then the upstream's excl.-tax amount.
    expect(Number(line?.[7])).toBeGreaterThan(Number(product.custom.retailPriceWotax));
    expect(line?.[8]).toBe(String(product.custom.retailPriceWotax));
    // Filed under no label yet: the column is there, empty.
    expect(line?.[10]).toBe('');
  });
});
