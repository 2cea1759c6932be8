// The top page's first load in real Chromium (docs/architecture.md#the-first-page): a Japanese
// page fetches the Japanese strings of the frame and the top page only, and no zod; the language
// switch then fetches the English strings of those same areas and the page changes language.
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
    const areasOf = (language: string) =>
      fetched(new RegExp(`/strings-${language}-`))
        .map((path) => new RegExp(`/strings-${language}-(\\w+)-`).exec(path)?.[1])
        .sort();
    const topPageAreas = areasOf('ja');
    expect(topPageAreas).toContain('frame');
    expect(topPageAreas).toContain('home');
    expect(topPageAreas).not.toContain('account');
    expect(areasOf('en')).toEqual([]);
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
    expect(areasOf('en')).toEqual(topPageAreas);
    await screenshot(page, 'first-load-home-switched-en-1280');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
