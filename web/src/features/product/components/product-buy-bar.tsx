import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { listPrice } from '@/shared/catalog/item-name';
import { PriceTag } from '@/shared/catalog/price-tag';
import { StickyBuyBar } from '@/shared/ui/sticky-buy-bar';

/**
 * The product page's sticky buy bar on phones (UI.md "Prices, quantities and rules"): the price
 * the buyer pays, labelled as everywhere (PriceTag), and "Add to cart", which leads to the buy
 * section (#buy).
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
      action={t('cart.add.submit')}
      price={<PriceTag amount={listPrice(item)} from={from} />}
    />
  );
}
