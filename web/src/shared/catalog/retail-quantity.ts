import type { TFunction } from 'i18next';
import { groupThousands, offeredSkus, type Item } from '@kakehashi/contracts/web';
import { listPrice } from './item-name';
import { retailWithTax } from './retail-with-tax';

/** The amount of the product the retail price in Japan is for: its quantity per item (120 g). */
export type RetailQuantity = { value: string | number; unit: string };

/**
 * What the retail price in Japan is for, where the product's price says another amount: the
 * upstream gives one retail price, for the product's quantity per item (`quantityPerItem`, 120 g),
 * while a product sold in variations at different prices (120 g and 250 g) leads with one of them
 * — P100002 led with its 250 g at 3,715円 beside a retail price of 2,475円 for 120 g, read as
 * "dearer than retail". Then the retail price names its amount, the same on every screen that
 * shows it. One price for every variation (colours, or one variation) needs no amount; nor can it
 * be said when the product does not give its quantity.
 */
export const retailQuantity = (item: Pick<Item, 'skus' | 'custom'>): RetailQuantity | null => {
  const value = item.custom?.quantityPerItem;
  if (value == null || String(value).trim() === '') return null;
  const prices = new Set(item.skus.map((sku) => sku.price_tax_included));
  if (prices.size < 2) return null;
  return { value, unit: String(item.custom?.quantityPerItemUnit ?? '').trim() };
};

/**
 * '120 g' / 「120 g」, 「6個」: the amount as the product's facts word its quantity per item, never
 * broken between its number and unit (「国内小売価格（120／g）」 in a narrow label column). A unit
 * written alike in both languages (g, ml) has no string of its own: the default says it.
 */
export const retailQuantityText = (quantity: RetailQuantity, t: TFunction): string => {
  const raw = String(quantity.value).trim();
  const value = /^\d+$/.test(raw) ? groupThousands(raw) : raw;
  return t(`price.quantity.${quantity.unit}`, {
    value,
    defaultValue: `${value}\u00a0${quantity.unit}`.trim(),
  });
};

/** 'Retail price in Japan (120 g)' / 「国内小売価格（120 g）」, or the plain label without an amount. */
export const retailLabel = (quantity: RetailQuantity | null | undefined, t: TFunction): string =>
  quantity
    ? t('price.retailLabelFor', { quantity: retailQuantityText(quantity, t) })
    : t('price.retailLabel');

/**
 * The amount a variation names ('250g', '1,800 ml'), as [, amount, unit]: then it, not the
 * product's quantity per item, is what one unit of that variation holds (unitOfSale); undefined
 * where no part of it is an amount (colours, sizes). Here, not in unit-of-sale.ts, as the cards'
 * retail price reads it on the first page (docs/architecture.md#the-first-page).
 */
export const amountOfVariation = (variation: unknown): RegExpExecArray | null | undefined =>
  (Array.isArray(variation) ? variation : [])
    .map((part) => /^(\d[\d,.]*)\s*(g|kg|ml|l)$/i.exec(String(part?.selection_name).trim()))
    .find(Boolean);

/** The retail price in Japan as a list shows it: tax included, its excl.-tax amount, its amount. */
export type ShownRetail = { taxed: number; excluded: number; quantity: RetailQuantity | null };

/**
 * The retail price in Japan beside a product's headline price (docs/rules/search.md#prices-in-lists),
 * on the price's basis, tax included, with the upstream's excl.-tax amount after it. It is for the
 * product's quantity per item: where the headline price is for a variation of another amount
 * (P103404's ¥6,985 for 1800 ml beside a retail price for 720 ml, its 720 ml sold out), it is left
 * out unless the price names its own amount too (`priceSaysAmount`: the comparison's
 * 'per 1800 ml bottle'), so nobody reads one size's retail price against another size's price.
 */
export const shownRetail = (
  item: Item,
  priceSaysAmount?: boolean,
  now: Date = new Date(),
): ShownRetail | null => {
  const taxed = retailWithTax(item);
  if (taxed == null) return null;
  const quantity = retailQuantity(item);
  // The amount the priced variation names ('1800ml'), read as unit-of-sale.ts reads a unit.
  const price = listPrice(item, now);
  const priced =
    quantity && !priceSaysAmount
      ? amountOfVariation(
          offeredSkus(item, now).find((s) => s.price_tax_included === price)?.variation,
        )
      : null;
  if (
    priced &&
    quantity &&
    (priced[2]!.toLowerCase() !== quantity.unit.toLowerCase() ||
      Number(priced[1]!.replace(/,/g, '')) !== Number(quantity.value))
  )
    return null;
  return { taxed, excluded: Number(item.custom?.retailPriceWotax), quantity };
};
