import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canOrder, itemOrderability, type Item } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { Phrase } from '@/shared/i18n/phrase';
import { useCatalogMasters } from './api/masters';
import { companyNameParts } from './company-name';
import { CompareToggle } from './compare-toggle';
import { OrderabilityNote } from './orderability-note';
import { FavoriteToggle } from './favorite-toggle';
import { openingMoqText } from './opening-moq';
import { PriceTag } from './price-tag';
import { shownRetail } from './retail-quantity';
import { ProductImage } from './product-image';
import { headlineBasis } from './unit-of-sale';
import {
  itemName,
  itemSupplierName,
  listPrice,
  listPriceIsFrom,
  localName,
  shownCertifications,
} from './item-name';

/** The product page of an item: `/show?code=<item code>` (docs/rules/site-and-pages.md). */
export const productPath = (item: Pick<Item, 'code'>): string =>
  `/show?code=${encodeURIComponent(item.code)}`;

type Props = {
  item: Item;
  headingLevel?: 2 | 3;
  /** Certification codes shown first when the item has them (the ones a search filters on). */
  certificationsFirst?: readonly string[];
};

/**
 * The product card of every list (UI.md "Product card"): a fixed 4:3 image that loads lazily,
 * the name in the page language, supplier and prefecture (each kept whole:
 * docs/rules/discovery.md#product-card), up to two certifications, price, MOQ and retail price,
 * and, where it cannot simply be ordered, what the product page says of it: a reserve order, sales
 * ended, not yet on sale, out of stock or not sold online (docs/rules/cart-and-checkout.md#orderability).
 * The name's link stretches over the whole card; the toggles sit above it and never navigate (a
 * button inside a link would be invalid and unreachable by keyboard).
 */
export function ProductCard({ item, headingLevel = 2, certificationsFirst }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const masters = useCatalogMasters();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const pref = masters.data?.prefectureByCode.get(String(item.custom?.producingPref ?? ''));
  const supplier = itemSupplierName(item, locale);
  const price = listPrice(item);
  // The price says what one unit is and the MOQ counts in its word, as the product page says them
  // ('incl. tax, per 200 g pack', 'MOQ 12 packs': docs/rules/cart-and-checkout.md#unit-price); the
  // MOQ is the least the cart accepts of the variation the page opens on, as its quantity box
  // starts there, not the stated MOQ alone (docs/rules/cart-and-checkout.md#quantity-bounds).
  const basis = headlineBasis(item, t);
  const moq = openingMoqText(item, t);
  const certifications = shownCertifications(item, certificationsFirst);
  // Several orderable variations at different prices: the lowest leads, said as "from".
  const from = listPriceIsFrom(item);
  // What cannot be bought now says so first, its price muted after it: 'Sales ended' under
  // 'from ¥1,925' read as a price on offer (docs/rules/search.md#prices-in-lists).
  const note = <OrderabilityNote item={item} className="product-card__window" />;
  const closed = !canOrder(itemOrderability(item, new Date()));

  return (
    <article className="product-card">
      <ProductImage src={item.image_url} width={320} height={240} className="product-card__media" />
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={productPath(item)} className="product-card__link">
            <Phrase>{itemName(item, locale)}</Phrase>
          </Link>
        </Heading>
        <p className="product-card__origin">
          {/* The name whole on hover too: the last resort for a name longer than a line is "…". */}
          <span className="product-card__supplier" title={supplier || undefined}>
            {locale === 'jp'
              ? // A Japanese name breaks only after its legal form (株式会社／天空清流高橋刃物製作所),
                // never inside its own name; the <wbr> (inline, as <Phrase> says it) reads as
                // nothing.
                companyNameParts(supplier).map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 && <wbr style={{ display: 'inline' }} />}
                    <span className="product-card__supplier-part">{part}</span>
                  </Fragment>
                ))
              : // An English name wraps between its words, "Co., Ltd." kept together.
                supplier.replace(/, (Ltd\.|Inc\.)/, ',\u00a0$1')}
          </span>
          {pref && <span className="product-card__pref">{localName(pref, locale)}</span>}
        </p>
        {/* The chips' row is kept even when empty, so the prices of a row line up. */}
        <div className="product-card__chips-slot">
          {/* Named once the masters are in: a code such as usda_organic is not shown meanwhile
              (the slot keeps its height); a code the masters do not know is shown as it is. */}
          {certifications.length > 0 && !masters.isPending && (
            <ul className="chip-list" aria-label={t('productCard.certifications')}>
              {certifications.map((code) => {
                const found = masters.data?.certificationByCode.get(code);
                const name = found ? localName(found, locale) : code;
                // A name longer than the card's line wraps to a second one (never "…"); the
                // title says it whole too.
                return (
                  <li key={code} className="chip chip--cert" title={name}>
                    {name}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <div className="product-card__trade">
          <PriceTag
            amount={price}
            basis={basis}
            retail={shownRetail(item, basis !== undefined)}
            from={from}
            closed={closed && note}
          >
            {moq && <p className="product-card__terms">{moq}</p>}
            {!closed && note}
          </PriceTag>
        </div>
      </div>
      <div className="product-card__actions">
        <FavoriteToggle item={item} />
        <CompareToggle item={item} />
      </div>
    </article>
  );
}
