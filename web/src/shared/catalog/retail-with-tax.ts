import type { Item } from '@kakehashi/contracts/web';

type Taxed = Pick<Item, 'custom' | 'tax_rate'>;

/**
 * The consumption tax rate of a product (docs/rules/cart-and-checkout.md#tax-and-fee-defaults):
 * the item's own `tax_rate` where the upstream gives it; else food at the reduced 8 %, except
 * alcoholic drinks (a positive `alcoholPer`), 10 % for everything else.
 */
export const itemTaxRate = (item: Taxed): number =>
  item.tax_rate ??
  (item.custom?.businessType === 'food' && !(Number(item.custom?.alcoholPer) > 0) ? 8 : 10);

/**
 * The retail price in Japan with tax, to stand beside the price the buyer pays (tax included) on
 * the same basis: the upstream gives it without tax (`retailPriceWotax`), and ¥3,720 excl. tax
 * beside ¥2,678 incl. tax understates the difference. Rounded to the yen as the shop's prices are.
 */
export const retailWithTax = (item: Taxed): number | null => {
  const retail = Number(item.custom?.retailPriceWotax);
  return retail > 0 ? Math.round((retail * (100 + itemTaxRate(item))) / 100) : null;
};
