// Every matching screen (docs/rules/lists-and-requests.md) in both languages at 1280 and 390 px,
// saved under artifacts/screenshots/ (matching-screen-*): the page must load without console
// errors, never scroll sideways and pass axe (serious and critical findings).
import type { BrowserContext } from 'playwright-core';
import {
  buyerContext,
  callBff,
  describeInBrowser,
  hasChromium,
  screenshot,
  scrollsSideways,
  withRealStack,
  watchPageErrors,
} from '../browser';
import { expectNoSeriousA11yViolations } from '../axe';

const env = withRealStack({ browser: hasChromium });

const screens: [string, string][] = [
  ['product', '/show?code=P100002'],
  ['supplier', '/seller?id=5001'],
  ['favorites', '/favorites'],
  ['follows', '/follows'],
  ['compare', '/compare'],
  ['ask-company', '/js_ask_company?id=5001'],
  ['ask-product', '/js_ask_product?code=P100002'],
  ['bizmtg-company', '/js_bizmtg_company?id=5001'],
  ['bizmtg-product', '/js_bizmtg_product?code=P100002'],
];

/** Lists with something in them, and two products chosen for comparison. */
const fillLists = async (context: BrowserContext) => {
  const favorites = await callBff(context, 'member/favorite/list', {});
  if (favorites.data.hit === 0)
    for (const skuId of ['10000201', '10000301', '10000601'])
      await callBff(context, 'member/favorite/addDelete', { skuId });
  for (const supplierId of ['5001', '5002'])
    await callBff(context, 'member/follows/addDelete', { supplierId, follow: true });
  await context.addInitScript(() =>
    localStorage.setItem(
      'kk_compare',
      JSON.stringify([
        { id: '100002', code: 'P100002', name: 'P100002' },
        { id: '100003', code: 'P100003', name: 'P100003' },
      ]),
    ),
  );
};

describeInBrowser('matching screens', () => {
  it.each([
    ['en', 1280],
    ['en', 390],
    ['jp', 1280],
    ['jp', 390],
  ] as const)('shows every screen in %s at %i px', async (language, width) => {
    const context = await buyerContext(env.browser, env.stack, { language, width });
    await fillLists(context);
    const video = (await callBff(context, 'items/list', { category: 'other-video', limit: 1 })).data
      .items[0];
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const all: [string, string][] = [...screens, ['video-work', `/show?code=${video.code}`]];
    for (const [name, path] of all) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Data-driven parts settle before the picture: no skeleton left on the page.
      await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
      await screenshot(page, `matching-screen-${name}-${language}-${width}`);
      expect([name, await scrollsSideways(page)]).toEqual([name, false]);
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
