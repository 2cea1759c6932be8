import type { TFunction } from 'i18next';
import { openingSku, quantityBounds, type Item } from '@kakehashi/contracts/web';
import { countedIn, countedWord, unitOfSale } from './unit-of-sale';

/**
 * The MOQ a product's card or list row says (docs/rules/cart-and-checkout.md#quantity-bounds):
 * the least the cart accepts of the variation its page opens on, where its quantity box starts,
 * not the stated `custom.moq` alone (P103569 states 6 under a minimum purchase of 11: 11). None
 * where nothing sets one; a stated MOQ of 1 is still said.
 */
export const openingMoq = (item: Item, now = new Date()): number | undefined =>
  moqOf(item, openingSku(item, now));

const moqOf = (item: Item, sku: ReturnType<typeof openingSku>): number | undefined => {
  const min = quantityBounds(item, sku ?? {}).min;
  return item.custom?.moq || min > 1 ? min : undefined;
};

/**
 * 'MOQ 12 packs' / 「最小発注数量 12パック」: openingMoq counted in the word of that variation's
 * price, as its page's quantity box counts it (docs/rules/cart-and-checkout.md#unit-price); 'units'
 * / 「個」 where the catalogue gives no unit.
 */
export const openingMoqText = (item: Item, t: TFunction, now = new Date()): string | undefined => {
  const sku = openingSku(item, now);
  const moq = moqOf(item, sku);
  if (moq === undefined) return undefined;
  return t('cart.quantity.moq', {
    count: moq,
    unit: countedWord(t, countedIn(unitOfSale(item, sku)), moq),
  });
};
