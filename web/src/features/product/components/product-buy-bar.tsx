import { useTranslation } from 'react-i18next';
import { isSoldOut, purchaseWindow, quantityBounds, type Item } from '@kakehashi/contracts/web';
import { listPrice } from '@/shared/catalog/item-name';
import { PriceTag } from '@/shared/catalog/price-tag';
import { StickyBuyBar } from '@/shared/ui/sticky-buy-bar';

/**
 * What the buy section offers now, so the bar's button promises no more than it: an order, a
 * reserve order (before release), or, when no variation can be ordered (outside the purchase and
 * reserve-order periods, sold out, or not orderable online), only the section's notice saying why
 * (docs/rules/cart-and-checkout.md#purchase-and-reserve-periods).
 */
export const buyBarAction = (item: Item, now: Date): 'submit' | 'reserve' | 'availability' => {
  const window = purchaseWindow(item, now);
  const orderable = item.skus.some((sku) => !isSoldOut(sku) && quantityBounds(item, sku).orderable);
  if (window === null || !orderable) return 'availability';
  return window === 'reserve' ? 'reserve' : 'submit';
};

const actionKey = {
  submit: 'cart.add.submit',
  reserve: 'cart.add.reserve',
  availability: 'cart.add.availability',
} as const;

/**
 * The product page's sticky buy bar on phones (UI.md "Prices, quantities and rules"): the price
 * the buyer pays, labelled as everywhere (PriceTag), and a button to the buy section (#buy) named
 * by what that section offers — "Add to cart", "Reserve order", or "See availability" where the
 * product cannot be ordered now (never "Add to cart" in front of a "cannot be ordered" notice).
 */
export function ProductBuyBar({ item }: { item: Item }) {
  const { t } = useTranslation();
  // Several variations at different prices: the lowest, said as "from" (as on the cards).
  const from = new Set(item.skus.map((s) => s.price_tax_included)).size > 1;
  if (item.skus.length === 0) return null;
  return (
    <StickyBuyBar
      targetId="buy"
      label={t('matching.product.buyBar')}
      action={t(actionKey[buyBarAction(item, new Date())])}
      price={<PriceTag amount={listPrice(item)} from={from} />}
    />
  );
}
