import type { TFunction } from 'i18next';
import type { Item } from '@kakehashi/contracts/web';
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
 * How a quantity in the buy section falls in cases (docs/rules/cart-and-checkout.md#quantity-bounds):
 * '= 2 cases of 6' / 「＝6個入り×2ケース」, and with units left over '= 2 cases of 6 + 1 unit' /
 * 「＝6個入り×2ケース＋1個」. Display only: the quantity rules stay the bounds' (a quantity need not
 * be whole cases). Below one case, or without a case quantity, there is nothing to say (null).
 */
export const caseCount = (
  item: Pick<Item, 'custom'>,
  quantity: number,
  t: TFunction,
): string | null => {
  const perCase = unitsPerCase(item);
  if (!perCase || quantity < perCase) return null;
  const count = Math.floor(quantity / perCase);
  const rest = quantity - count * perCase;
  return rest === 0
    ? t('matching.product.cases', { count, perCase })
    : t('matching.product.casesAndUnits', {
        count,
        perCase,
        units: t('matching.product.looseUnits', { count: rest }),
      });
};
