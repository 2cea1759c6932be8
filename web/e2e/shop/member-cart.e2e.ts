// docs/rules/cart-and-checkout.md#a-members-cart: a member's cart follows the account. The demo
// buyer fills a cart in one browser (the office PC, 1280 px) and opens the cart in another
// (a phone, 390 px: its own context, its own session, nothing in its storage): the same cart is
// there, where it once said "Your cart is empty.". Screenshots (member-cart-*) go under
// artifacts/screenshots/.
import { buyerPage, describeInBrowser, hasChromium, screenshot, withRealStack } from '../browser';
import { cartWith, keepInBrowser, listProducts } from '../buyer-setup';

const env = withRealStack({ browser: hasChromium });

describeInBrowser("a member's cart in another browser", () => {
  it('is the cart the member filled in the first one', async () => {
    const office = await buyerPage(env, { width: 1280 });
    const items = await listProducts(office.context, {
      requestFields: ['option_group_id', 'custom', 'item_minimum_purchase'],
    });
    const item = items.find(
      (i) =>
        !i.option_group_id &&
        !i.item_minimum_purchase &&
        (i.custom.moq ?? 1) <= 1 &&
        i.skus[0]!.stock_quantity_infinity &&
        !i.skus[0]!.sku_minimum_purchase,
    )!;
    const { cartCode, statuses } = await cartWith(office.context, [{ item, quantity: 2 }]);
    expect(statuses).toEqual(['E000-000']);
    await keepInBrowser(office.context, { cartCode });
    await office.page.goto('/cart');
    await office.page.locator('.cart-line').first().waitFor({ timeout: 15_000 });

    const phone = await buyerPage(env, { width: 390 });
    await phone.page.goto('/cart');
    await phone.page.locator('.cart-line').first().waitFor({ timeout: 15_000 });
    await screenshot(phone.page, 'member-cart-second-browser-390');
    expect({
      line: await phone.page.locator('.cart-line').first().textContent(),
      kept: await phone.page.evaluate(() => localStorage.getItem('kakehashi.cartCode')),
      errors: [...office.errors, ...phone.errors],
    }).toEqual({ line: expect.stringContaining(item.code), kept: cartCode, errors: [] });
    await office.context.close();
    await phone.context.close();
  }, 90_000);
});
