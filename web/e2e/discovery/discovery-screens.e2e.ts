// Every discovery screen in both languages at 1280 px and 390 px: it renders its content,
// nothing scrolls sideways, and a screenshot is saved for review (artifacts/screenshots/).
import {
  buyerContext,
  describeInBrowser,
  hasChromium,
  screenshot,
  scrollsSideways,
  watchPageErrors,
  withRealStack,
} from '../browser';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../axe';

const env = withRealStack({ browser: hasChromium });

/**
 * Each screen: its path, something that shows it has loaded its data and, where parts of it load
 * only when scrolled near, what shows they are in.
 */
const screens: { name: string; path: string; ready: string; near?: string[] }[] = [
  {
    name: 'home',
    path: '/',
    ready: '.product-card__name',
    near: ['.home-news .content-card', '.notice-list li', '.intro-video'],
  },
  {
    name: 'search-sake',
    path: '/search/searchList?keyword=%E6%97%A5%E6%9C%AC%E9%85%92',
    ready: '.product-card__name',
  },
  { name: 'search-empty', path: '/search/searchList?keyword=zzzzqqq', ready: '.empty-state' },
  { name: 'categories', path: '/search/searchCategory', ready: '.category-tile' },
  { name: 'certifications', path: '/search/certification', ready: '.cert-tile__count' },
  { name: 'suppliers', path: '/search/searchSupplier?keyword=tea', ready: '.supplier-card' },
  { name: 'location', path: '/search_index_supplier', ready: '.region-card' },
  {
    name: 'prefecture',
    path: '/search_index_supplier/prefecture_code?prefecture_code=15',
    ready: '.supplier-card',
  },
  { name: 'specials', path: '/specials', ready: '.content-card' },
  { name: 'special-detail', path: '/specials/special-01', ready: '.product-card__name' },
  { name: 'places', path: '/specials_place', ready: '.region-card' },
  { name: 'places-summary', path: '/specials_place/summary', ready: '.content-card' },
  { name: 'place-detail', path: '/specials_place/chubu/15', ready: '.content-hero' },
  { name: 'newsletters', path: '/newsletter', ready: '.content-card' },
  {
    name: 'newsletter-detail',
    path: '/newsletter/newsletter-2025-06',
    ready: '.product-card__name',
  },
  { name: 'catalog', path: '/catalog', ready: '.content-card' },
  { name: 'faq', path: '/faq_question', ready: '.intro-video' },
];

describeInBrowser('discovery screens', () => {
  for (const language of ['en', 'jp'] as const)
    for (const width of [1280, 390])
      describe(`in ${language} at ${width} px`, () => {
        const tab = {} as { context: BrowserContext; page: Page; errors: string[] };
        beforeAll(async () => {
          tab.context = await buyerContext(env.browser, env.stack, { language, width });
          tab.page = await tab.context.newPage();
          tab.errors = watchPageErrors(tab.page);
        });
        afterAll(() => tab.context?.close());

        it.each(screens)(
          '$name renders, passes axe and does not scroll sideways',
          async (screen) => {
            const { page } = tab;
            await page.goto(screen.path);
            await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
            // Lazy images load as they scroll into view: scroll through so the screenshot shows them.
            const scrollThrough = () =>
              page.evaluate(async () => {
                for (let y = 0; y < document.body.scrollHeight; y += 600) {
                  window.scrollTo(0, y);
                  await new Promise((resolve) => requestAnimationFrame(resolve));
                }
                window.scrollTo(0, 0);
              });
            await scrollThrough();
            if (screen.near) {
              // Parts that load when scrolled near came in as the page went by: once they are all
              // in, scroll through again for their pictures.
              for (const part of screen.near)
                await page.locator(part).first().waitFor({ timeout: 15_000 });
              await scrollThrough();
            }
            await page.waitForLoadState('networkidle');
            await screenshot(page, `discovery-${screen.name}-${language}-${width}`);
            expect(await scrollsSideways(page)).toBe(false);
            await expectNoSeriousA11yViolations(page);
            expect(tab.errors).toEqual([]);
          },
        );
      });
});
