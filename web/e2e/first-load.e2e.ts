// The top page's first load in real Chromium (docs/architecture.md#the-first-page): a Japanese
// page fetches the Japanese strings only and no zod; the language switch then fetches the English
// strings and the page changes language.
import {
  buyerContext,
  describeInBrowser,
  hasChromium,
  screenshot,
  watchPageErrors,
  withRealStack,
} from './browser';
import { expectNoSeriousA11yViolations } from './axe';

const env = withRealStack({ browser: hasChromium });

describeInBrowser('the first load of the top page', () => {
  it('downloads one language and no zod, and the switch fetches the other language', async () => {
    const context = await buyerContext(env.browser, env.stack, { language: 'jp' });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
        scripts.set(url.pathname, response.text());
    });
    const fetched = (pattern: RegExp) => [...scripts.keys()].filter((path) => pattern.test(path));

    await page.goto('/');
    await page.locator('.product-card__name').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('html').getAttribute('lang')).toBe('ja');
    expect(fetched(/\/strings-ja-/)).toHaveLength(1);
    expect(fetched(/\/strings-en-/)).toEqual([]);
    const bodies = await Promise.all(
      [...scripts].map(async ([path, body]) => ({ path, body: await body })),
    );
    expect(bodies.filter(({ body }) => body.includes('ZodObject')).map(({ path }) => path)).toEqual(
      [],
    );
    await screenshot(page, 'first-load-home-jp-1280');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'English', pressed: true }).waitFor({ timeout: 15_000 });
    expect(fetched(/\/strings-en-/)).toHaveLength(1);
    await screenshot(page, 'first-load-home-switched-en-1280');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
