// How much more of a variation a cart can take (docs/rules/cart-and-checkout.md#quantity-bounds):
// adding a line equal to one already there adds the quantities (docs/rules/cart-and-checkout.md#cart),
// and the sum, not the number typed, must lie inside the bounds.
import type { QuantityBounds } from './quantity';

/**
 * The bounds of a quantity to add to a cart that holds `held` of the same line already: at most
 * the maximum less what is held, at least what brings the line up to its minimum (1 once it is
 * there). `full` where nothing more can be added: the cart holds the maximum already (P101820's
 * 500g holds 91, its most per order). With nothing held, the bounds as they are.
 */
export const boundsToAdd = (
  bounds: QuantityBounds,
  held: number,
): QuantityBounds & { held: number; full: boolean } => {
  const inCart = Number.isFinite(held) && held > 0 ? Math.floor(held) : 0;
  if (inCart === 0) return { ...bounds, held: 0, full: false };
  const min = Math.max(bounds.min - inCart, 1);
  const max = bounds.max === null ? null : Math.max(bounds.max - inCart, 0);
  const full = max === 0;
  return {
    min,
    max,
    orderable: bounds.orderable && (max === null || min <= max),
    held: inCart,
    full,
  };
};

/**
 * A count of pieces as the product screens say it (docs/rules/cart-and-checkout.md#quantity-bounds):
 * '24 units' (a no-break space, '1 unit') / 「24個」.
 */
const pieces = (count: number, lang: 'en' | 'jp') =>
  lang === 'jp'
    ? `${count.toLocaleString('en')}個`
    : `${count.toLocaleString('en')}\u00a0${count === 1 ? 'unit' : 'units'}`;

/**
 * Why an add above what the cart can still take is refused, in the buyer's language: what the
 * cart holds, the most per order and how many more can go in, never a range the number typed lies
 * inside ('Please choose a quantity between 12 and 91' for a 91 added to 48).
 */
export const cartRoomText = (max: number, held: number, lang: 'en' | 'jp'): string => {
  const room = Math.max(max - held, 0);
  if (lang === 'jp')
    return room === 0
      ? `カートにこの商品がすでに${pieces(held, lang)}入っており、ご注文いただける上限（${pieces(max, lang)}）です。これ以上は追加できません。`
      : `カートにこの商品がすでに${pieces(held, lang)}入っています。ご注文いただけるのは${pieces(max, lang)}までのため、追加できるのはあと${pieces(room, lang)}までです。`;
  return room === 0
    ? `Your cart already holds ${pieces(held, lang)} of this item, the most you can order (${pieces(max, lang)}): no more can be added.`
    : `Your cart already holds ${pieces(held, lang)} of this item and you can order at most ${pieces(max, lang)}, so you can add up to ${pieces(room, lang)} more.`;
};
