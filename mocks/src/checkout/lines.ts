import { isSoldOut, quantityBounds, quantityProblem, UpstreamStatus } from '@kakehashi/contracts';
import { failure, invalid, type UpstreamResult } from '../http/upstream-result';
import { isPurchasableNow } from '../search/selling-status';
import type { Seed } from '../seed/index';
import { findSku } from '../seed/lookup';
import { optionGroups } from '../seed/shop';
import type { CartLine, LineOption } from './types';

type OptionGroup = (typeof optionGroups)[keyof typeof optionGroups];

/**
 * Price of the chosen options (docs/upstream.md#cart-and-order option groups: select or input with
 * price_tax_included).
 */
export const optionPrice = (group: OptionGroup | null, options: LineOption[]): number => {
  if (!group) return 0;
  let total = 0;
  for (const o of options) {
    const def = group.options.find((d) => d.id === o.item_option_id);
    if (def?.type === 'select')
      for (const s of o.selects ?? [])
        total += def.selects.find((x) => x.id === s.id)?.price_tax_included ?? 0;
    if (def?.type === 'input')
      total += (o.inputs ?? []).some((i) => i.input_value.trim() !== '')
        ? def.price_tax_included
        : 0;
  }
  return total;
};

export const groupOf = (optionGroupId: string | null): OptionGroup | null =>
  optionGroupId ? (optionGroups[optionGroupId as keyof typeof optionGroups] ?? null) : null;

const optionsProblem = (group: OptionGroup | null, options: LineOption[]): string | null => {
  if (options.length > 0 && !group) return 'this item has no options';
  for (const o of options) {
    const def = group?.options.find((d) => d.id === o.item_option_id);
    if (!def) return `unknown option ${o.item_option_id}`;
    if (
      def.type === 'select' &&
      (o.selects ?? []).some((s) => !def.selects.some((x) => x.id === s.id))
    )
      return `unknown selection for ${def.id}`;
    if (def.type === 'input' && (o.inputs ?? []).some((i) => i.input_value.length > def.max_length))
      return `${def.id} is longer than ${def.max_length}`;
  }
  return null;
};

/**
 * A line may go into the cart when the sku exists, is purchasable now and in stock, the quantity
 * lies inside its bounds, MOQ included (the contracts rule,
 * docs/rules/cart-and-checkout.md#quantity-bounds) and
 * the options fit the item's option group.
 */
export const checkLine = (
  seed: Seed,
  line: Omit<CartLine, 'line_id'>,
  nowMs: number,
  at: string,
): UpstreamResult | null => {
  const found = findSku(seed, line.sku_id);
  if (!found) return invalid([{ name: `${at}.item.skus.id`, value: 'unknown sku' }]);
  const { product, sku } = found;
  if (!isPurchasableNow(product, nowMs) || isSoldOut(sku))
    return failure(UpstreamStatus.cartNotPurchasable, {
      errors: [{ name: `${at}.item.skus.id`, value: product.code }],
    });
  const bounds = quantityBounds(product, sku);
  const problem = quantityProblem(line.order_quantity, bounds);
  // Below the supplier's MOQ is its own refusal, so the buyer reads the rule that applies.
  if (problem === 'belowMoq')
    return failure(UpstreamStatus.cartBelowMoq, {
      placeholders: [bounds.min, bounds.min],
      errors: [{ name: `${at}.order_quantity`, value: String(line.order_quantity) }],
    });
  if (problem) {
    return failure(UpstreamStatus.cartQuantity, {
      placeholders: [bounds.min, bounds.max ?? 999],
      errors: [{ name: `${at}.order_quantity`, value: String(line.order_quantity) }],
    });
  }
  const wrong = optionsProblem(groupOf(product.option_group_id), line.options);
  return wrong ? invalid([{ name: `${at}.options`, value: wrong }]) : null;
};
