import { useTranslation } from 'react-i18next';
import { canOrder, skuOrderability, type ItemDetail } from '@kakehashi/contracts/web';
import { CompareToggle } from '@/shared/catalog/compare-toggle';
import { ProductRequestLink } from '@/shared/catalog/product-request-link';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { FollowToggle } from '@/shared/follows/follow-toggle';
import { AskInstead } from './ask-instead';
import { FavoriteButton } from './favorite-button';
import { caseCount } from './case-count';

type Props = {
  item: ItemDetail;
  supplier: { id?: string; name: string };
  /** The variation chosen in the cart control, held by the page for its buy bar. */
  skuId?: string;
  /**
   * The variation the buyer chose themselves (none while the page shows the one it opens on): a
   * quote is requested for it. The opening one is not named, so a quote is never asked for a
   * variation the buyer did not pick (docs/rules/trade-desk.md#quote-requests).
   */
  chosenSkuId?: string;
  onSkuChange?: (skuId: string) => void;
};

/**
 * What the buy section offers for the chosen variation (docs/rules/cart-and-checkout.md#orderability):
 * 'order' where it can be ordered or reserved ("Add to cart" / "Reserve order", the page's one
 * filled button), 'asks' where AddToCart offers "Ask" and "Request a quote" in place of the
 * quantity (ended, not yet, not online), 'other' where it offers neither (sold out: the arrival
 * notification; or no variation).
 */
const buySectionOffer = (
  item: ItemDetail,
  skuId: string | undefined,
): 'order' | 'asks' | 'other' => {
  const sku = item.skus.find((s) => s.id === skuId);
  if (!sku) return 'other';
  const state = skuOrderability(item, sku, new Date());
  if (canOrder(state)) return 'order';
  return state === 'soldOut' ? 'other' : 'asks';
};

/**
 * What a buyer does with a product (UI.md): add it to the list, follow its supplier, ask,
 * request a meeting or a quote (docs/rules/trade-desk.md#quote-requests), compare, print the spec
 * sheet — and order samples (the cart control). Where the variation cannot be ordered, "Ask" and
 * "Request a quote" are offered once, in the buy section where the buyer decides (the buy bar's
 * #buy), not a second time in the rows after it. Where it can be ordered, "Add to cart" is the
 * filled button and the requests after it are outlined: a buyer reads the order as the main
 * action (UI.md "Product detail"); otherwise "Ask" is the filled one.
 */
export function ProductActions({ item, supplier, skuId, chosenSkuId, onSkuChange }: Props) {
  const { t } = useTranslation();
  const offer = buySectionOffer(item, skuId);
  const asksBelow = offer === 'asks';
  return (
    <div className="product-actions" role="group" aria-label={t('matching.product.actions')}>
      {/* The buy section first, in the page's order as on the screen: keyboard and screen-reader
          users meet the price, the variation and "Add to cart" before the requests, as a sighted
          buyer does (UI.md "Product detail"). The phone's sticky buy bar (ProductBuyBar) takes
          the buyer here. */}
      <div className="product-actions__cart" id="buy">
        <AddToCart
          item={item}
          skuId={skuId}
          onSkuChange={onSkuChange}
          requests={<AskInstead item={item} skuId={chosenSkuId} />}
          quantityNote={(quantity, counted) => caseCount(item, quantity, counted, t)}
        />
      </div>
      <div className="product-actions__row">
        <FavoriteButton item={item} />
        {supplier.id && <FollowToggle supplierId={supplier.id} supplierName={supplier.name} />}
        <CompareToggle item={item} />
      </div>
      <div className="product-actions__row">
        {!asksBelow && <ProductRequestLink item={item} request="ask" primary={offer !== 'order'} />}
        <ProductRequestLink item={item} request="meeting" />
        {!asksBelow && <ProductRequestLink item={item} request="quote" skuId={chosenSkuId} />}
        <button type="button" className="link-button" onClick={() => window.print()}>
          {t('matching.product.print')}
        </button>
      </div>
    </div>
  );
}
