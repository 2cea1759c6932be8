import type { TFunction } from 'i18next';
import { groupThousands, offeredSkus, type Item } from '@kakehashi/contracts/web';
import { listPrice } from './item-name';
import { amountOfVariation } from './retail-quantity';

/** What one ordered unit of a product is: its amount and the unit the catalogue counts it in. */
export type UnitOfSale = { amount: string; unit: string; machine: boolean };

/**
 * One ordered unit of the variation (docs/rules/cart-and-checkout.md#unit-price): the amount its
 * variation names ('250g'), else the product's quantity per item (`quantityPerItem`,
 * `quantityPerItemUnit`: 60 g, 6 pcs); null where the catalogue says neither, and the price says
 * 'per unit' as before.
 */
export const unitOfSale = (
  item: Pick<Item, 'custom'> | null | undefined,
  sku?: { variation?: unknown } | null,
): UnitOfSale | null => {
  const machine = item?.custom?.businessType === 'machines';
  const named = amountOfVariation(sku?.variation);
  if (named) return { amount: named[1]!, unit: named[2]!.toLowerCase(), machine };
  const amount = String(item?.custom?.quantityPerItem ?? '').trim();
  const unit = String(item?.custom?.quantityPerItemUnit ?? '').trim();
  if (!/^\d[\d,.]*$/.test(amount) || unit === '') return null;
  return { amount, unit, machine };
};

/**
 * The variation the headline price is for: the first of the quoted variations at that price
 * (listPrice), so 'from ¥2,678' says the unit of the 60 g it is the price of.
 */
export const pricedSku = <S extends { price_tax_included?: number }>(
  skus: readonly S[],
  price: number | undefined,
): S | undefined => skus.find((sku) => sku.price_tax_included === price) ?? skus[0];

/**
 * The price's basis naming what one unit is, in the page language: 'incl. tax, per 60 g pack',
 * 'incl. tax, per pack of 6', 'incl. tax, per machine' / 「税込・1パック（60g）あたり」,
 * 「税込・1パック（6個）あたり」, 「税込・1台あたり」; undefined (the plain 'incl. tax, per unit')
 * where the catalogue does not say.
 */
export const unitPriceBasis = (unit: UnitOfSale | null, t: TFunction): string | undefined => {
  if (!unit) return undefined;
  const amount = /^\d+$/.test(unit.amount) ? groupThousands(unit.amount) : unit.amount;
  const single = unit.amount === '1';
  const key =
    unit.unit === 'pcs'
      ? single
        ? unit.machine
          ? 'machine'
          : 'piece'
        : 'pack'
      : ['g', 'kg', 'ml', 'l'].includes(unit.unit)
        ? unit.unit
        : 'other';
  return t('price.basisPer', {
    unit: t(`price.unitOfSale.${key}`, { amount, unit: unit.unit, count: Number(unit.amount) }),
  });
};

/**
 * The basis of a product's headline price (listPrice) on the product page, the favourites and the
 * comparison: the unit of the quoted variation at that price, so P102064's 'from ¥2,678' reads
 * 'incl. tax, per 60 g pack', never a bare 'per unit' (docs/rules/cart-and-checkout.md#unit-price).
 */
export const headlineBasis = (
  item: Item,
  t: TFunction,
  now: Date = new Date(),
): string | undefined =>
  unitPriceBasis(unitOfSale(item, pricedSku(offeredSkus(item, now), listPrice(item, now))), t);

/** The word a quantity of the product is counted in (shop strings `cart.quantity.counted.*`). */
export type CountedIn = 'unit' | 'pack' | 'bottle' | 'item' | 'machine';

/**
 * What the quantities beside a price count, in the price's own word
 * (docs/rules/cart-and-checkout.md#unit-price): 'MOQ 12 packs' beside 'per 200 g pack', '2 bottles'
 * beside 'per 720 ml bottle', 'machines' beside 'per machine' / 「12パック」「2本」「1台」; 'units'
 * (「個」) where the catalogue gives no unit or one without a counted word ('per 5 m').
 */
export const countedIn = (unit: UnitOfSale | null): CountedIn => {
  if (!unit) return 'unit';
  if (unit.unit === 'pcs') return unit.amount !== '1' ? 'pack' : unit.machine ? 'machine' : 'item';
  if (unit.unit === 'g' || unit.unit === 'kg') return 'pack';
  if (unit.unit === 'ml' || unit.unit === 'l') return 'bottle';
  return 'unit';
};

/**
 * The word the quantities of the variations `skus` of a product count in: the one they share
 * ('packs' for 200 g and 400 g), 'unit' where they differ (a 720 ml bottle beside a 5 kg bag) or
 * where none is given (the product's own quantity per item decides).
 */
export const countedInAll = (
  item: Pick<Item, 'custom'>,
  skus: readonly { variation?: unknown }[],
): CountedIn => {
  const words = new Set(
    (skus.length > 0 ? skus : [null]).map((sku) => countedIn(unitOfSale(item, sku))),
  );
  return words.size === 1 ? [...words][0]! : 'unit';
};

/** `count` in the word `counted` names: '12 packs', '1 bottle' / 「12パック」「1本」. */
export const countedWord = (t: TFunction, counted: CountedIn, count: number): string =>
  t(`cart.quantity.counted.${counted}`, { count });
