import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { listPrice } from '@/shared/catalog/item-name';
import { OrderabilityNote } from '@/shared/catalog/orderability-note';
import { PriceTag } from '@/shared/catalog/price-tag';
import { pricedSku, unitOfSale, unitPriceBasis } from '@/shared/catalog/unit-of-sale';
import { skuOffer } from '@/shared/cart/opening-sku';
import { StickyBuyBar } from '@/shared/ui/sticky-buy-bar';

const actionKey = {
  submit: 'cart.add.submit',
  reserve: 'cart.add.reserve',
  availability: 'cart.add.availability',
} as const;

/**
 * The product page's sticky buy bar on phones (UI.md "Prices, quantities and rules"): the price
 * of the variation chosen in the buy section (#buy), labelled as everywhere (PriceTag), and a
 * button to that section named by what it offers for that variation — "Add to cart", "Reserve
 * order", or "See availability" where it cannot be ordered now (outside the purchase and
 * reserve-order periods, sales ended, sold out, or not orderable online): never "Add to cart" in
 * front of a "cannot be ordered" notice (docs/rules/cart-and-checkout.md#orderability), and the
 * reason said plainly under the price ('Sales ended' / 「販売終了」).
 */
export function ProductBuyBar({
  item,
  sku,
}: {
  item: Item;
  sku: Item['skus'][number] | undefined;
}) {
  const { t } = useTranslation();
  if (!sku) return null;
  // Variations at different prices: the chosen one's; otherwise the product's, as the page shows.
  const priced = new Set(item.skus.map((s) => s.price_tax_included)).size > 1;
  const amount = priced ? sku.price_tax_included : listPrice(item);
  const basis = unitPriceBasis(unitOfSale(item, priced ? sku : pricedSku(item.skus, amount)), t);
  return (
    <StickyBuyBar
      targetId="buy"
      label={t('matching.product.buyBar')}
      action={t(actionKey[skuOffer(item, sku, new Date())])}
      price={
        <PriceTag amount={amount} basis={basis}>
          <OrderabilityNote item={item} sku={sku} className="price__basis" />
        </PriceTag>
      }
    />
  );
}
