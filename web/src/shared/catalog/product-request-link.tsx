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
 * product, named by its code. The product page's actions and the comparison use the same links.
 */
export function ProductRequestLink({
  item,
  request,
  primary = false,
}: {
  item: Pick<Item, 'code'>;
  request: ProductRequest;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link
      className={primary ? 'button button--primary' : 'button'}
      to={`${requestPages[request]}?code=${encodeURIComponent(item.code)}`}
    >
      {t(`matching.product.${request}`)}
    </Link>
  );
}
