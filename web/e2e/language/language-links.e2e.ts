// docs/rules/site-and-pages.md#language-prefixes: a buyer who arrives on a /jp/… address keeps
// reading Japanese wherever the page's links lead, though the session last spoke English. The
// app's links carry no prefix by design (the prefix is stripped and the language stored in the
// session and the kk_lang cookie), so the walk checks what the buyer meets rather than how an
// href is spelled: every internal link of the Japanese top page and a product page opens a
// Japanese page, and none but the footer's switch to English names a language prefix.
import type { Page } from 'playwright-core';
import {
  buyerContext,
  describeInBrowser,
  hasChromium,
  screenshot,
  withRealStack,
} from '../browser';

const env = withRealStack({ browser: hasChromium });

/** The page's internal links (path, query and hash), the footer's language switch aside. */
const internalLinks = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.origin === location.origin && !a.closest('.site-footer__language'))
      .map((a) => a.getAttribute('href')!)
      .filter((href) => !href.startsWith('#')),
  );

describeInBrowser('a buyer who arrives in Japanese', () => {
  it('stays on Japanese pages through every link of the top page and a product page', async () => {
    const context = await buyerContext(env.browser, env.stack, { language: 'en', width: 390 });
    const page = await context.newPage();
    const links = new Set<string>();
    for (const start of ['/jp/', '/jp/show?code=P100002']) {
      await page.goto(start);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (const href of await internalLinks(page)) links.add(href);
    }
    // No link on a Japanese page names a language prefix (the footer's switch aside).
    expect([...links].filter((href) => /^\/(en|ja|jp)(\/|$|\?)/.test(href))).toEqual([]);
    // One link of each page kind (its path), opened as the buyer would open it in a new tab.
    const byPath = new Map([...links].map((href) => [href.split(/[?#]/)[0], href]));
    const english: string[] = [];
    for (const href of byPath.values()) {
      await page.goto(href);
      await page.locator('h1').first().waitFor();
      if ((await page.evaluate(() => document.documentElement.lang)) !== 'ja') english.push(href);
    }
    await screenshot(page, 'language-links-jp-390');
    expect(english).toEqual([]);
    await context.close();
  });
});
