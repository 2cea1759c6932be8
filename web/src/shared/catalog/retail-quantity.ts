import type { TFunction } from 'i18next';
import { groupThousands, type Item } from '@kakehashi/contracts/web';

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
