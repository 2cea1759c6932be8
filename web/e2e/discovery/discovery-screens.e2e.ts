// Every discovery screen in both languages at 1280 px and 390 px: it renders its content,
// nothing scrolls sideways, and a screenshot is saved for review (artifacts/screenshots/).
import {
  describeInBrowser,
  hasChromium,
  screenshot,
  watchPageErrors,
  withRealStack,
} from '../browser';
import { buyerContext, scrollsSideways } from './discovery-helpers';

const env = withRealStack({ browser: hasChromium });

/** Each screen: its path and something that shows it has loaded its data. */
const screens: { name: string; path: string; ready: string }[] = [
  { name: 'home', path: '/', ready: '.product-card__name' },
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
      it(`renders every screen in ${language} at ${width} px without sideways scrolling`, async () => {
        const context = await buyerContext(env.browser, env.stack, { language, width });
        const page = await context.newPage();
        const errors = watchPageErrors(page);
        const wide: string[] = [];
        for (const screen of screens) {
          await page.goto(screen.path);
          await page.locator(screen.ready).first().waitFor({ timeout: 15_000 });
          // Lazy images below the fold: let the page settle so the screenshot shows them.
          await page.waitForLoadState('networkidle');
          if (await scrollsSideways(page)) wide.push(screen.name);
          await screenshot(page, `discovery-${screen.name}-${language}-${width}`);
        }
        expect(wide).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
});
