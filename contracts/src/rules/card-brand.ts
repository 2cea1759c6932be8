// docs/rules/accounts.md#cards: the brands a saved card may have, and the one its number names.

/** The brands a buyer can save a card under, as the cards page offers them. */
export const cardBrands = ['Visa', 'Mastercard', 'JCB', 'American Express', 'Diners Club'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** Whether the number's first digits, read as a number of `length` digits, lie in [from, to]. */
const startsIn = (digits: string, length: number, from: number, to: number) => {
  const head = Number(digits.slice(0, length));
  return digits.length >= length && head >= from && head <= to;
};

/**
 * The brand a card number belongs to by its issuer prefix (docs/rules/accounts.md#cards), or null
 * while too few digits are typed or for a brand we do not offer: Visa 4; Mastercard 51–55 and
 * 2221–2720; American Express 34, 37; JCB 3528–3589; Diners Club 36, 38 and 300–305.
 */
export const cardBrandOf = (input: string): CardBrand | null => {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'Visa';
  if (startsIn(digits, 2, 51, 55) || startsIn(digits, 4, 2221, 2720)) return 'Mastercard';
  if (startsIn(digits, 2, 34, 34) || startsIn(digits, 2, 37, 37)) return 'American Express';
  if (startsIn(digits, 4, 3528, 3589)) return 'JCB';
  if (startsIn(digits, 2, 36, 36) || startsIn(digits, 2, 38, 38) || startsIn(digits, 3, 300, 305))
    return 'Diners Club';
  return null;
};
