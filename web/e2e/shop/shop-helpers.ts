// Shared steps of the shop journeys: a product to order and the checkout steps in the browser.
import type { BrowserContext, Page } from 'playwright-core';
import { listProducts } from '../buyer-setup';

/** A purchasable dry product without options or minimums, found through the BFF. */
export const productCode = async (context: BrowserContext): Promise<string> => {
  const items = await listProducts(context, {
    // One piece is a valid line: no minimum purchase and an MOQ of 1.
    filterOptions: 'min:item_minimum_purchase:=::and:true,moq:custom.moq:<=:1:and:true',
    requestFields: ['option_group_id', 'custom', 'item_minimum_purchase'],
  });
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
