import type { TFunction } from 'i18next';
import type { Item } from '@kakehashi/contracts/web';
import { countedWord, type CountedIn } from '@/shared/catalog/unit-of-sale';
import { asText } from '@/shared/product-facts/fact-values';

/**
 * The product's units per case ('Items per case 6 pcs', `custom.quantityPerCase`), where it is a
 * whole number above 1 as the facts show it; anything else (absent, 1, text such as '6個') says
 * nothing about cases.
 */
export const unitsPerCase = (item: Pick<Item, 'custom'>): number | null => {
  const text = asText(item.custom?.quantityPerCase);
  const count = /^\d+$/.test(text) ? Number(text) : 0;
  return count > 1 ? count : null;
};

/**
 * How a quantity in the buy section falls in cases (docs/rules/cart-and-checkout.md#quantity-bounds),
 * counted in the word the price names, as the MOQ beside it is (`counted`,
 * docs/rules/cart-and-checkout.md#unit-price): '= 2 cases of 6 packs' / 「＝6パック入り×2ケース」,
 * and with packs left over '= 2 cases of 6 packs + 1 pack' / 「＝6パック入り×2ケース＋1パック」;
 * units (「個」) where the catalogue gives no word. Display only: the quantity rules stay the
 * bounds' (a quantity need not be whole cases). Below one case, or without a case quantity, there
 * is nothing to say (null).
 */
export const caseCount = (
  item: Pick<Item, 'custom'>,
  quantity: number,
  counted: CountedIn,
  t: TFunction,
): string | null => {
  const perCase = unitsPerCase(item);
  if (!perCase || quantity < perCase) return null;
  const count = Math.floor(quantity / perCase);
  const rest = quantity - count * perCase;
  const cases = { count, perCase, unit: countedWord(t, counted, perCase) };
  return rest === 0
    ? t('matching.product.cases', cases)
    : t('matching.product.casesAndUnits', {
        ...cases,
        rest,
        restUnit: countedWord(t, counted, rest),
      });
};
