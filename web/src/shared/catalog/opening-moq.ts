import { openingSku, quantityBounds, type Item } from '@kakehashi/contracts/web';

/**
 * The MOQ a product's card or list row says (docs/rules/cart-and-checkout.md#quantity-bounds):
 * the least the cart accepts of the variation its page opens on, where its quantity box starts,
 * not the stated `custom.moq` alone (P103569 states 6 under a minimum purchase of 11: 11). None
 * where nothing sets one; a stated MOQ of 1 is still said.
 */
export const openingMoq = (item: Item, now = new Date()): number | undefined => {
  const min = quantityBounds(item, openingSku(item, now) ?? {}).min;
  return item.custom?.moq || min > 1 ? min : undefined;
};
