// docs/rules/site-and-pages.md#languages: one language per screen, in Chromium on the real stack.
// A buyer reading Japanese at 390 px sees no English word on the product page, checkout, points,
// coupons, profile and order history (brands, codes, units and the buyer's own entries aside);
// the screenshots (language-*) are saved under artifacts/screenshots/.
import type { Page } from 'playwright-core';
import { englishWords, latinWords } from '../../src/testing/english-words';
import {
  buyerPage,
  callBff,
  describeInBrowser,
  hasChromium,
  screenshot,
  withRealStack,
} from '../browser';
import { cartWith, listProducts } from '../buyer-setup';

const env = withRealStack({ browser: hasChromium });

/** Every text value in an answer (not its field names). */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsIn)
        : [];

/** The English words a reader meets on the page (text, labels, placeholders). */
const englishOn = async (page: Page, own: Set<string>): Promise<string[]> => {
  const text = await page.evaluate(() => {
    const skip = '[lang]:not([lang="ja"])';
    const parts = [...document.body.querySelectorAll('*')]
      .filter((e) => !e.closest(skip) && !e.closest('script, style'))
      .flatMap((e) =>
        [...e.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? ''),
      );
    for (const e of document.body.querySelectorAll('[aria-label], [placeholder], [alt]'))
      if (!e.closest(skip))
        for (const name of ['aria-label', 'placeholder', 'alt'])
          parts.push(e.getAttribute(name) ?? '');
    return parts.join(' \n ');
  });
  return [...new Set(englishWords(text, own))];
};

describeInBrowser('one language per screen in Chromium', () => {
  it('shows a Japanese buyer no English on the screens of an order', async () => {
    const { context, page } = await buyerPage(env, { language: 'jp', width: 390 });
    const items = await listProducts(context, { requestFields: ['option_group_id', 'custom'] });
    const withOptions = items.find((i) => i.option_group_id && i.custom.otherProductFeatures)!;
    const { cartCode } = await cartWith(context, [{ item: withOptions, quantity: 1 }]);
    // The buyer's own entries (profile, addresses) and the codes of their coupons stay as typed.
    const own = new Set(
      (
        await Promise.all(
          ['account/member/get', 'member/address/get', 'member/coupons/list'].map((name) =>
            callBff(context, name, {}),
          ),
        )
      ).flatMap((answer) => stringsIn(answer.data).flatMap(latinWords)),
    );

    await page.goto('/');
    await page.evaluate((code) => localStorage.setItem('kakehashi.cartCode', code), cartCode);
    const screens: [string, string][] = [
      ['product', `/show?code=${withOptions.code}`],
      ['cart', '/cart'],
      ['points', '/mypage/points'],
      ['coupons', '/mypage/coupons'],
      ['profile', '/mypage/profile'],
      ['orders', '/mypage/orders'],
    ];
    const found: Record<string, string[]> = {};
    for (const [name, url] of screens) {
      await page.goto(url);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      found[name] = await englishOn(page, own);
      await screenshot(page, `language-${name}-jp-390`);
    }
    await page.goto('/cart');
    await page.getByRole('button', { name: 'ご購入手続きへ' }).click();
    await page.getByRole('heading', { level: 1, name: 'ご購入手続き' }).waitFor();
    await page.waitForLoadState('networkidle');
    found.checkout = await englishOn(page, own);
    await screenshot(page, 'language-checkout-jp-390');
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((name) => [name, []])));
    await context.close();
  });
});
