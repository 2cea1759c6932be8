import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '@kakehashi/contracts/web';

/** The request pages a product leads to (docs/rules/trade-desk.md#quote-requests). */
const requestPages = {
  ask: '/js_ask_product',
  meeting: '/js_bizmtg_product',
  quote: '/js_quote_product',
} as const;

export type ProductRequest = keyof typeof requestPages;

/**
 * "Ask about this product", "Request a meeting" or "Request a quote": the request page for this
 * product, named by its code, and by `skuId` the variation the buyer chose, which the quote form
 * starts on. The product page's actions and the comparison use the same links.
 */
export function ProductRequestLink({
  item,
  request,
  primary = false,
  skuId,
}: {
  item: Pick<Item, 'code'>;
  request: ProductRequest;
  primary?: boolean;
  skuId?: string;
}) {
  const { t } = useTranslation();
  const sku = skuId ? `&sku=${encodeURIComponent(skuId)}` : '';
  return (
    <Link
      className={primary ? 'button button--primary' : 'button'}
      to={`${requestPages[request]}?code=${encodeURIComponent(item.code)}${sku}`}
    >
      {t(`matching.product.${request}`)}
    </Link>
  );
}
