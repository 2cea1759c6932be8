import type { Seed } from '../seed/index';
import { findSku } from '../seed/lookup';
import type { Language } from '../http/language';
import { rankAnswer, sales, userRanks } from '../seed/promotions';
import type { Member } from '../state/members';
import { groupOf, optionPrice } from './lines';
import type { Cart, CartLine } from './types';

export const activeSales = (nowMs: number) =>
  sales.filter((s) => Date.parse(s.begin_at) <= nowMs && nowMs <= Date.parse(s.end_at));

/** One line with its prices: unit price plus options, times quantity. */
export const lineView = (seed: Seed, line: CartLine) => {
  const found = findSku(seed, line.sku_id);
  const unit =
    (found?.sku.price_tax_included ?? 0) +
    optionPrice(groupOf(found?.product.option_group_id ?? null), line.options);
  return {
    line_id: line.line_id,
    item: found
      ? {
          id: found.product.id,
          code: found.product.code,
          name: found.product.name,
          name_en: found.product.name_en,
          image_url: found.product.image_url,
          // The quantity rule reads these with the SKU's own (docs/rules/cart-and-checkout.md).
          item_minimum_purchase: found.product.item_minimum_purchase,
          item_maximum_purchase: found.product.item_maximum_purchase,
          custom: {
            postUpperLimit: found.product.custom.postUpperLimit,
            temperatureRange: found.product.custom.temperatureRange,
            moq: found.product.custom.moq,
            // Machinery goes by freight, whose fee is never waived: the cart leaves it out of
            // the free-delivery total (docs/rules/cart-and-checkout.md#free-delivery-threshold).
            businessType: found.product.custom.businessType,
          },
          skus: { ...found.sku },
        }
      : null,
    option_group: groupOf(found?.product.option_group_id ?? null),
    options: line.options,
    order_quantity: line.order_quantity,
    sell_price_tax_included: unit,
    tax_rate: found?.product.tax_rate ?? 10,
    subtotal: unit * line.order_quantity,
  };
};

/**
 * Cart (docs/rules/cart-and-checkout.md#cart): lines, total_price, user_rank and the active sales
 * with their discounts.
 */
export const cartView = (
  seed: Seed,
  cart: Cart,
  member: Member | null,
  nowMs: number,
  language: Language,
) => {
  const rank = member ? userRanks.find((r) => r.id === member.rank_id) : undefined;
  const lines = cart.lines.map((l) => lineView(seed, l));
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  const saleList = activeSales(nowMs).map((s) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    is_discounted_unit_price: s.is_discounted_unit_price,
    discount_amount: Math.floor((subtotal * s.discount_rate) / 100),
  }));
  const discount = saleList.reduce((s, x) => s + x.discount_amount, 0);
  return {
    cart_code: cart.cart_code,
    lines,
    subtotal,
    total_price: subtotal - discount,
    user_rank: rank ? rankAnswer(rank, language) : null,
    sales: saleList,
  };
};
