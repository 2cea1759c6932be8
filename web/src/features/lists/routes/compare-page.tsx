import { useTranslation } from 'react-i18next';
import { canOrder, itemOrderability } from '@kakehashi/contracts/web';
import { useComparedItems } from '../api/get-compared-items';
import { CompareProductHead } from '../components/compare-product-head';
import { compareRows } from '../lib/compare-rows';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { compareList, useCompareList } from '@/shared/catalog/compare-list';
import { listPrice, listPriceIsFrom } from '@/shared/catalog/item-name';
import { PriceTag } from '@/shared/catalog/price-tag';
import { headlineBasis } from '@/shared/catalog/unit-of-sale';
import { shownRetail } from '@/shared/catalog/retail-quantity';
import { OrderabilityNote } from '@/shared/catalog/orderability-note';
import { ProductRequestLink } from '@/shared/catalog/product-request-link';
import { useFactLookups } from '@/shared/product-facts/use-fact-lookups';
import { ErrorNotice } from '@/shared/ui/error-notice';
import { PageShell } from '@/shared/ui/page-shell';
import { TextSkeleton } from '@/shared/ui/skeleton';

/**
 * /compare: up to four chosen products side by side on their export facts, each with its supplier
 * and the buyer's next steps (favourite, ask, quote, order), so the comparison is no dead end.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const chosen = useCompareList();
  const items = useComparedItems(chosen.map((entry) => entry.id));
  const lookups = useFactLookups();
  const products = items.data ?? [];
  const rows = compareRows(products, lookups);

  return (
    <PageShell title={t('matching.compare.title')} lead={t('matching.compare.lead')}>
      {chosen.length === 0 && <p className="empty-state">{t('matching.compare.empty')}</p>}
      {chosen.length > 0 && items.isPending && <TextSkeleton lines={6} />}
      {items.isError && <ErrorNotice message={items.error.message} />}
      {products.length > 0 && (
        <>
          <div className="list-toolbar">
            <p className="list-toolbar__count">
              {t('matching.lists.count', { count: products.length })}
            </p>
            <button type="button" className="link-button" onClick={() => compareList.clear()}>
              {t('matching.compare.clear')}
            </button>
          </div>
          {/* The table scrolls inside its frame on a phone; the page itself never scrolls sideways.
              The frame takes the focus so a keyboard can scroll it (axe scrollable-region-focusable). */}
          <div
            className="compare-frame"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
            tabIndex={0}
            role="region"
            aria-label={t('matching.compare.caption')}
          >
            <table className="compare-table">
              <caption className="visually-hidden">{t('matching.compare.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('matching.compare.fact')}</th>
                  {products.map((item) => (
                    <th scope="col" key={item.id}>
                      <CompareProductHead item={item} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {/* The same price block as the cards and the product page: what the buyer pays leads. */}
                <tr>
                  <th scope="row">{t('price.label')}</th>
                  {products.map((item) => (
                    <td key={item.id}>
                      <PriceTag
                        amount={listPrice(item)}
                        retail={shownRetail(item, true)}
                        from={listPriceIsFrom(item)}
                        basis={headlineBasis(item, t)}
                        closed={
                          !canOrder(itemOrderability(item, new Date())) && (
                            <OrderabilityNote item={item} className="price__state" />
                          )
                        }
                      />
                    </td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{t(`matching.labels.${row.key}`)}</th>
                    {row.values.map((cell, i) => (
                      <td key={products[i]?.id ?? i}>
                        {/* Chips as on the product page and the cards, wrapping in the column. */}
                        {cell.chips ? (
                          <ul className="chips">
                            {cell.chips.map((name) => (
                              <li className="chip" key={name}>
                                {name}
                              </li>
                            ))}
                          </ul>
                        ) : (
                          cell.value
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
                {/* What the buyer does next, per product: the product page's own controls (the
                    request links, and the cart's with the quantity starting at the MOQ; its
                    price only where the chosen variation's differs from the price row's). */}
                <tr>
                  <th scope="row">{t('matching.compare.ask')}</th>
                  {products.map((item) => (
                    <td key={item.id}>
                      <div className="compare-requests">
                        <ProductRequestLink item={item} request="ask" primary />
                        <ProductRequestLink item={item} request="quote" />
                      </div>
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row">{t('matching.compare.order')}</th>
                  {products.map((item) => (
                    <td key={item.id}>
                      {/* A product of one variation does not repeat the price row's price; one
                          with a variation box always says the chosen variation's price (and its
                          notice) right under the box, as every column then reads alike
                          (docs/rules/cart-and-checkout.md#variation-select). The request links
                          are in the row above. */}
                      <AddToCart
                        item={item}
                        plainOptions
                        pagePrice={item.skus.length > 1 ? undefined : listPrice(item)}
                      />
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </PageShell>
  );
}
