// A QA engineer's loop (docs/qa.md) in real Chromium: record a buyer's session through the
// recording proxy in front of the mock, then run the whole product on that recording alone —
// `npm run replay` as the upstream of a real BFF — and see the same products.
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import type { Fixture } from '../../mocks/src/replay/fixture';
import { scanForPersonalData } from '../../mocks/src/replay/fixture-scan';
import type { Miss } from '../../mocks/src/replay/match';
import { createRecordingProxy } from '../../mocks/src/replay/record-proxy';
import { startReplay } from '../../mocks/src/replay/replay-server';
import { startLiveMock } from '../../mocks/src/testing/live-mock';
import { demoBuyer, startStack, type Stack } from '../../scripts/lib/stack';
import { expectNoSeriousA11yViolations } from './axe';
import { describeInBrowser, heading, launchBrowser, screenshot, watchPageErrors } from './browser';
import { signInWithPassword } from './account/journey-helpers';
import { cardNames, resultsSettled } from './discovery/discovery-helpers';

type Seen = { home: string[]; searchHit: number; found: string[]; product: string };

/** Sign in through the form, look at the home page's products, search, open the first hit. */
const buyerSession = async (browser: Browser, stack: Stack, shot: string): Promise<Seen> => {
  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  // Pictures are not under test, and a lazy picture may be asked for only in one of the two
  // sessions (so never recorded): both sessions get the same blank picture from the browser.
  await context.route('**/images/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    }),
  );
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  await page.goto('/account/login');
  await heading(page, 'Log in');
  await signInWithPassword(page, demoBuyer.email, demoBuyer.password);
  await heading(page, 'Products');
  await page.locator('.product-card__name').first().waitFor({ timeout: 15_000 });
  // The top page fills several sections from separate calls: read them all once they are in.
  await page.waitForLoadState('networkidle');
  const home = await page.locator('.product-card__name').allTextContents();
  // Search from the header and open the first hit, as a buyer does.
  const header = page.getByRole('banner');
  await header.getByRole('searchbox').fill('煎茶');
  await header.getByRole('button', { name: 'Search' }).click();
  await heading(page, 'Results for “煎茶”');
  await resultsSettled(page);
  const hits = await page.locator('.search-page__hits').innerText();
  const found = await cardNames(page);
  await page.locator('.search-results .product-card').first().getByRole('link').first().click();
  const heading1 = page.getByRole('heading', { level: 1, name: found[0] });
  await heading1.waitFor({ timeout: 15_000 });
  const product = (await heading1.textContent()) ?? '';
  await page.waitForLoadState('networkidle');
  await screenshot(page, shot);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
  await context.close();
  return { home, searchHit: Number(hits.replace(/[^\d]/g, '')), found, product };
};

describeInBrowser('recording and replaying a buyer session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('replays a recorded session to a real BFF: sign in, search and open a product', async () => {
    // 1. Record: mock ← recording proxy ← BFF ← Chromium.
    const live = await startLiveMock();
    const proxy = createRecordingProxy(live.origin);
    const proxyServer = proxy.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => proxyServer.once('listening', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`;
    let recorded: Seen;
    let fixture: Fixture;
    try {
      const stack = await startStack({ upstreamUrl: proxyUrl });
      try {
        recorded = await buyerSession(browser, stack, 'replay-recorded-session-en');
      } finally {
        await stack.stop();
      }
      fixture = proxy.fixture('browser-tour');
    } finally {
      proxyServer.closeAllConnections();
      await new Promise((resolve) => proxyServer.close(resolve));
      await live.close();
    }
    expect(recorded.searchHit).toBeGreaterThan(0);
    expect(fixture.exchanges.map((x) => x.path)).toEqual(
      expect.arrayContaining(['/api/v1/account/signin', '/api/v1/items/detail']),
    );
    expect(scanForPersonalData(fixture)).toEqual([]);

    // 2. Replay: the recording alone is the upstream; the mock is gone.
    const misses: Miss[] = [];
    const replay = await startReplay(fixture, 0, { onMiss: (m) => misses.push(m) });
    try {
      const stack = await startStack({ upstreamUrl: replay.origin });
      try {
        const replayed = await buyerSession(browser, stack, 'replay-replayed-session-en').catch(
          (error: Error) => {
            // A replayed page fails most often on a request the recording lacks: say which.
            error.message += `\nNot in the recording: ${JSON.stringify(misses, null, 2)}`;
            throw error;
          },
        );
        expect(replayed).toEqual(recorded);
      } finally {
        await stack.stop();
      }
    } finally {
      await replay.close();
    }
    // Every API call was in the recording. Pictures are left out of this check: a lazy picture
    // may start loading only as the first session's page closes, and so never be recorded.
    expect(misses.filter((m) => m.request.path.startsWith('/api/'))).toEqual([]);
  });
});
