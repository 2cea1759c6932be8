import { useTranslation } from 'react-i18next';
import type { Item } from '@kakehashi/contracts/web';
import { ProductRequestLink } from '@/shared/catalog/product-request-link';
import { Phrase } from '@/shared/i18n/phrase';

/**
 * What a buyer can still do with a product that cannot be ordered online — sales ended, not yet
 * on sale, not sold online, or refused by the cart (E030-002): ask its supplier or request a
 * quote for the variation shown (docs/rules/cart-and-checkout.md#orderability), in the buy
 * section where the quantity and "Add to cart" would be — side by side and sized like the page's
 * other buttons (the actions row's), not stretched over the column as in the comparison.
 */
export function AskInstead({ item, skuId }: { item: Pick<Item, 'code'>; skuId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ask-instead">
      <p className="field__hint">
        <Phrase>{t('cart.add.askInstead')}</Phrase>
      </p>
      <div className="product-actions__row">
        <ProductRequestLink item={item} request="ask" primary />
        <ProductRequestLink item={item} request="quote" skuId={skuId} />
      </div>
    </div>
  );
}
