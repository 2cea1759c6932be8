// Shared steps of the shop journeys: a product to order and the checkout steps in the browser.
import type { BrowserContext, Page } from 'playwright-core';

type ListedItem = {
  code: string;
  option_group_id: string | null;
  item_minimum_purchase: number | null;
  custom: { temperatureRange?: string; moq?: number | null };
  skus: { stock_quantity_infinity: boolean; sku_minimum_purchase: number | null }[];
};

/** A purchasable dry product without options or minimums, found through the BFF. */
export const productCode = async (context: BrowserContext): Promise<string> => {
  const list = await context.request.post('/api/items/list', {
    data: {
      sellingStatus: 'on_sale',
      limit: 100,
      // One piece is a valid line: no minimum purchase and an MOQ of 1.
      filterOptions: 'min:item_minimum_purchase:=::and:true,moq:custom.moq:<=:1:and:true',
      requestFields: ['option_group_id', 'custom', 'item_minimum_purchase'],
    },
    headers: { 'x-csrf': '1' },
  });
  const items = (await list.json()).data.items as ListedItem[];
  return items.find(
    (i) =>
      !i.option_group_id &&
      i.custom.temperatureRange === 'dry' &&
      !i.item_minimum_purchase &&
      (i.custom.moq ?? 1) <= 1 &&
      i.skus.length === 1 &&
      i.skus[0]!.stock_quantity_infinity &&
      !i.skus[0]!.sku_minimum_purchase,
  )!.code;
};

/** Cart page: quick order by code; the line is in the cart. */
export const addByCode = async (page: Page, code: string) => {
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Product code' }).fill(code);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to your cart.').waitFor();
  await page.locator('.cart-line').first().waitFor();
};

/** Cart page: quick order by code, then "Proceed to checkout". */
export const addByCodeAndCheckout = async (page: Page, code: string) => {
  await addByCode(page, code);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
};

/**
 * The required steps: purchaser and receiver come complete from the profile and are done
 * without a Save click (docs/rules/cart-and-checkout.md#steps-from-the-profile); then standard
 * delivery and the payment.
 */
export const completeRequiredSteps = async (page: Page, payment: RegExp) => {
  await page.locator('#checkout-purchaser').getByText('Done', { exact: true }).waitFor();
  await page.locator('#checkout-receiver').getByText('Done', { exact: true }).waitFor();
  await chooseDeliveryAndPayment(page, payment);
};

/** Standard delivery and the payment, each saved (purchaser and receiver already done). */
export const chooseDeliveryAndPayment = async (page: Page, payment: RegExp) => {
  await page.getByRole('radio', { name: /Standard delivery/ }).check();
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await page.locator('#checkout-delivery').getByText('Done', { exact: true }).waitFor();
  await page.getByRole('radio', { name: payment }).check();
  await page.getByRole('button', { name: 'Save payment' }).click();
  await page.locator('#checkout-payment').getByText('Done', { exact: true }).waitFor();
};
