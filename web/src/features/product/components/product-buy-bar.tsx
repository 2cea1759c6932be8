import { useTranslation } from 'react-i18next';
import { formatYen, type Item } from '@kakehashi/contracts/web';
import { listPrice } from '@/shared/catalog/item-name';
import { useLocale } from '@/shared/i18n/i18n';
import { StickyBuyBar } from '@/shared/ui/sticky-buy-bar';

/**
 * The product page's sticky buy bar on phones (UI.md "Prices, quantities and rules"): the price
 * the buyer pays, labelled, and "Add to cart", which leads to the buy section (#buy).
 */
export function ProductBuyBar({ item }: { item: Item }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = listPrice(item);
  if (item.skus.length === 0) return null;
  return (
    <StickyBuyBar
      targetId="buy"
      label={t('matching.product.buyBar')}
      action={t('cart.add.submit')}
      price={
        price === undefined ? null : (
          <>
            {formatYen(price, locale)} <small>{t('cart.taxIncluded')}</small>
          </>
        )
      }
    />
  );
}
