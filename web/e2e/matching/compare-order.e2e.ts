// The comparison's order row on a phone (docs/rules/lists-and-requests.md#compare, UI.md "Nothing
// scrolls sideways at 390 px"): each product's cart control stays inside its column, the
// arrival notification of a sold-out product too ("Email me when it is back in stock" wraps
// inside its button instead of running over the next product), in English and Japanese.
// Screenshots (compare-order-*) go under artifacts/screenshots/.
import { buyerPage, describeInBrowser, hasChromium, screenshot, withRealStack } from '../browser';
import { keepInBrowser, listProducts } from '../buyer-setup';

const env = withRealStack({ browser: hasChromium });

describeInBrowser('the comparison’s order row on a phone', () => {
  it.each(['en', 'jp'] as const)(
    'keeps each product’s cart control inside its column (%s)',
    async (language) => {
      const { context, page, errors } = await buyerPage(env, { language, width: 390 });
      const items = await listProducts(context, {
        requestFields: ['custom', 'disabled_notify_arrival_sku'],
      });
      // A product whose first variation is sold out (the arrival notification in its place) and
      // one with an MOQ (the cart control).
      const soldOut = items.find(
        (i) =>
          i.skus[0]!.stock_quantity === 0 &&
          !i.skus[0]!.stock_quantity_infinity &&
          i.disabled_notify_arrival_sku !== true,
      )!;
      const withMoq = items.find((i) => i.id !== soldOut.id && (i.custom.moq ?? 1) > 1)!;
      await keepInBrowser(context, { compared: [soldOut, withMoq] });

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
