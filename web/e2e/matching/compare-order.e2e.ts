// The comparison's order row on a phone (docs/rules/lists-and-requests.md#compare, UI.md "Nothing
// scrolls sideways at 390 px"): each product's cart control stays inside its column, the
// arrival notification of a sold-out product too ("Email me when it is back in stock" wraps
// inside its button instead of running over the next product), in English and Japanese.
// Screenshots (compare-order-*) go under artifacts/screenshots/.
import {
  buyerContext,
  callBff,
  describeInBrowser,
  hasChromium,
  screenshot,
  watchPageErrors,
  withRealStack,
} from '../browser';

const env = withRealStack({ browser: hasChromium });

type Listed = {
  id: string;
  code: string;
  name: string;
  disabled_notify_arrival_sku?: boolean | null;
  custom: { moq?: number | null };
  skus: { id: string; stock_quantity: number | null; stock_quantity_infinity?: boolean }[];
};

describeInBrowser('the comparison’s order row on a phone', () => {
  it.each(['en', 'jp'] as const)(
    'keeps each product’s cart control inside its column (%s)',
    async (language) => {
      const context = await buyerContext(env.browser, env.stack, { language, width: 390 });
      const items = (
        await callBff(context, 'items/list', {
          sellingStatus: 'on_sale',
          limit: 100,
          requestFields: ['custom', 'disabled_notify_arrival_sku'],
        })
      ).data.items as Listed[];
      // A product whose first variation is sold out (the arrival notification in its place) and
      // one with an MOQ (the cart control).
      const soldOut = items.find(
        (i) =>
          i.skus[0]!.stock_quantity === 0 &&
          !i.skus[0]!.stock_quantity_infinity &&
          i.disabled_notify_arrival_sku !== true,
      )!;
      const withMoq = items.find((i) => i.id !== soldOut.id && (i.custom.moq ?? 1) > 1)!;
      const chosen = [soldOut, withMoq].map(({ id, code, name }) => ({ id, code, name }));
      await context.addInitScript(
        (list) => localStorage.setItem('kk_compare', list),
        JSON.stringify(chosen),
      );
      const page = await context.newPage();
      const errors = watchPageErrors(page);

      await page.goto('/compare');
      // Its column opens on a variation that can be ordered where it has one
      // (docs/rules/cart-and-checkout.md#opening-variation): the sold-out one is chosen.
      await page.locator('.compare-table .add-to-cart').nth(1).waitFor();
      const soldOutSelect = page.locator('.compare-table .add-to-cart').first().locator('select');
      if ((await soldOutSelect.count()) > 0) await soldOutSelect.selectOption(soldOut.skus[0]!.id);
      await page.locator('.compare-table .notify-arrival .button').waitFor();
      await page.locator('.compare-table .quantity__input').waitFor();
      // A button or notice whose words run out of its box (its content wider than it).
      const overflowing = await page.$$eval(
        '.compare-table td .button, .compare-table td .notice',
        (boxes) =>
          boxes
            .filter((box) => box.scrollWidth > box.clientWidth + 1)
            .map((box) => box.textContent),
      );
      await page.locator('.compare-table tbody tr:last-child').scrollIntoViewIfNeeded();
      await screenshot(page, `compare-order-${language}-390`);

      expect(overflowing).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
