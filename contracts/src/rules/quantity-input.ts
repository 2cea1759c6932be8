// What the quantity a buyer types or steps may become, and why one is refused
// (docs/rules/cart-and-checkout.md#quantity-bounds). Apart from quantity.ts: the product cards of
// the top page read the bounds, and only the lazily loaded cart and product pages need these
// (docs/architecture.md#the-first-page).
import type { QuantityBounds } from './quantity';

/**
 * Brings a quantity inside the bounds: below min gives min, above max gives max, fractions are
 * rounded down, a non-number gives min. With contradictory bounds (`orderable` false) nothing
 * is inside, and the quantity is returned unchanged (floored, at least 0) for the caller to refuse.
 */
export const clampQuantity = (quantity: number, bounds: QuantityBounds): number => {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : bounds.min;
  if (!bounds.orderable) return Math.max(whole, 0);
  const atLeastMin = Math.max(whole, bounds.min);
  return bounds.max === null ? atLeastMin : Math.min(atLeastMin, bounds.max);
};

/**
 * docs/rules/cart-and-checkout.md#quantity-bounds: "Quantity changes only within bounds". The +/-
 * buttons and typed input call this: the new quantity is current + delta brought inside the bounds,
 * so a press at the limit leaves the quantity where it is. With contradictory bounds no change is
 * made.
 */
export const changeQuantity = (current: number, delta: number, bounds: QuantityBounds): number => {
  const start = Number.isFinite(current) ? current : bounds.min;
  if (!bounds.orderable) return clampQuantity(start, bounds);
  return clampQuantity(start + (Number.isFinite(delta) ? delta : 0), bounds);
};

/**
 * A typed quantity as a number, or null when the text is not one
 * (docs/rules/cart-and-checkout.md#quantity-bounds: typed numbers). "." is the decimal point and
 * "," only a thousands separator between groups of three ("1,000"), so "12.5" is 12.5, never 125,
 * and "1,5" is refused rather than guessed. Spaces around the number are ignored; a sign, letters,
 * full-width digits (as in the account forms, docs/rules/accounts.md#validation-patterns) and a
 * number past the safe integers are refused.
 */
export const readQuantity = (text: string): number | null => {
  const match = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/.exec(text.trim());
  if (!match) return null;
  const quantity = Number(match[0].replaceAll(',', ''));
  return Number.isFinite(quantity) && quantity <= Number.MAX_SAFE_INTEGER ? quantity : null;
};

/**
 * Whether a refusal or a change names the minimum as the MOQ: whenever it is above 1, whatever
 * sets it (the stated MOQ, the item's or the SKU's minimum purchase), since every screen calls
 * that minimum the MOQ ('MOQ 11 units', docs/rules/cart-and-checkout.md#quantity-bounds): a cart
 * line of P103569 below 11 said 'Please order at least 11 units' under a box saying 'MOQ 11'.
 */
const namesMoq = (bounds: QuantityBounds): boolean => bounds.min > 1;

/**
 * Why a typed quantity became another: below the MOQ or the minimum, above the maximum, a fraction
 * rounded down; or why it stayed what it was: text that is not a number, or no text at all.
 */
export type TypedQuantityChange = 'moq' | 'min' | 'max' | 'fraction' | 'unreadable' | 'empty';

/**
 * docs/rules/cart-and-checkout.md#quantity-bounds: the quantity a typed text settles on when the
 * buyer leaves the box, and why it differs from what was typed (null when it does not). The
 * number is read (`readQuantity`), rounded down, then brought inside the bounds; unreadable text
 * leaves `current` as it was, and so does an emptied box: a buyer who deletes the 24 of a cart
 * line to type another number and leaves the box has not asked for the MOQ, so nothing is sent
 * and the box says what to do ('empty').
 */
export const settleTypedQuantity = (
  text: string,
  current: number,
  bounds: QuantityBounds,
): { quantity: number; change: TypedQuantityChange | null } => {
  if (text.trim() === '') return { quantity: current, change: 'empty' };
  const typed = readQuantity(text);
  if (typed === null) return { quantity: current, change: 'unreadable' };
  const whole = Math.floor(typed);
  const quantity = clampQuantity(whole, bounds);
  if (quantity > whole) return { quantity, change: namesMoq(bounds) ? 'moq' : 'min' };
  if (quantity < whole) return { quantity, change: 'max' };
  return { quantity, change: whole === typed ? null : 'fraction' };
};

/** Why a quantity is refused (docs/rules/cart-and-checkout.md#quantity-bounds). */
export type QuantityProblem = 'notOrderable' | 'belowMoq' | 'belowMin' | 'aboveMax';

/**
 * What is wrong with ordering `quantity` inside `bounds`, or null when nothing is. Below a
 * minimum above 1 names it as the MOQ, whatever sets it (`namesMoq`).
 */
export const quantityProblem = (
  quantity: number,
  bounds: QuantityBounds,
): QuantityProblem | null => {
  if (!bounds.orderable) return 'notOrderable';
  if (!Number.isFinite(quantity) || quantity < bounds.min)
    return namesMoq(bounds) ? 'belowMoq' : 'belowMin';
  if (bounds.max !== null && quantity > bounds.max) return 'aboveMax';
  return null;
};

const problemTexts: Record<QuantityProblem, { en: string; jp: string }> = {
  notOrderable: {
    en: 'This variation cannot be ordered in any quantity.',
    jp: 'このバリエーションはご注文いただけません。',
  },
  belowMoq: {
    en: 'The minimum order quantity (MOQ) for this product is {min}. Please order at least {min}.',
    jp: 'この商品の最小発注数量（MOQ）は{min}です。{min}以上でご注文ください。',
  },
  belowMin: { en: 'Please order at least {min}.', jp: '{min}以上でご注文ください。' },
  aboveMax: { en: 'You can order at most {max}.', jp: 'ご注文いただける数量は{max}までです。' },
};

/**
 * A count of pieces as the product screens say it (docs/rules/cart-and-checkout.md#quantity-bounds):
 * '24 units' (a no-break space, '1 unit') / 「24個」.
 */
const pieces = (count: number, lang: 'en' | 'jp') =>
  lang === 'jp'
    ? `${count.toLocaleString('en')}個`
    : `${count.toLocaleString('en')}\u00a0${count === 1 ? 'unit' : 'units'}`;

/** The problem as a sentence in the buyer's language (`jp` Japanese, anything else English). */
export const quantityProblemText = (
  problem: QuantityProblem,
  bounds: QuantityBounds,
  lang: 'en' | 'jp',
): string => {
  const language = lang === 'jp' ? 'jp' : 'en';
  return problemTexts[problem][language]
    .replaceAll('{min}', pieces(bounds.min, language))
    .replaceAll('{max}', pieces(bounds.max ?? 0, language));
};
