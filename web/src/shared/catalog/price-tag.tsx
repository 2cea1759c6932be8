import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatYen } from '@kakehashi/contracts/web';
import { useLocale } from '@/shared/i18n/i18n';
import { retailLabel, type ShownRetail } from './retail-quantity';

type Props = {
  /** The unit price the buyer pays, Japanese consumption tax included. */
  amount: number | undefined;
  /**
   * The retail price in Japan (shownRetail), shown second and labelled as such: tax included as
   * the price is, its excl.-tax amount after it, and the amount it is for where the product's
   * variations are priced differently ('Retail price in Japan (120 g)').
   */
  retail?: ShownRetail | null;
  /** "from": the lowest of several variations' prices. */
  from?: boolean;
  /**
   * The tax basis and what one ordered unit is, where the catalogue says it ('incl. tax, per 60 g
   * pack': unitPriceBasis); else the general 'incl. tax, per unit'.
   */
  basis?: string;
  /** `lead` on the product page, `card` in lists and the compare table, `line` in the cart. */
  size?: 'lead' | 'card' | 'line';
  /** What stands between the two prices (the card's MOQ). */
  children?: ReactNode;
  /**
   * Why the product cannot be bought now ('Sales ended': OrderabilityNote), where it cannot: it
   * leads, and the price after it is muted, never advertised as one to pay
   * (docs/rules/search.md#prices-in-lists).
   */
  closed?: ReactNode;
};

/**
 * The one price block of every screen (UI.md "Prices"): the price the buyer pays leads, with its
 * tax basis and unit; the retail price in Japan comes second, labelled, never to be mistaken
 * for what the buyer pays. Cards, the product page, the cart and the compare table use it, so
 * the same product shows the same price everywhere.
 */
export function PriceTag({ amount, retail, from, basis, size = 'card', children, closed }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (amount === undefined && !retail) return null;
  return (
    <div className={`price price--${size}${closed ? ' price--closed' : ''}`}>
      {closed}
      {amount !== undefined && (
        <p className="price__pays">
          {/* "from ¥3,370" in English; Japanese says the lowest price as 「3,370円〜」, the mark
              after the amount (docs/rules/site-and-pages.md#languages). */}
          {from && locale !== 'jp' && <span className="price__from">{t('price.from')} </span>}
          <span className="price__amount">
            {formatYen(amount, locale)}
            {from && locale === 'jp' && <span className="price__from">{t('price.from')}</span>}
          </span>{' '}
          <span className="price__basis">{basis || t('price.basis')}</span>
        </p>
      )}
      {children}
      {retail ? (
        <p className="price__retail">
          {/* On the price's basis, tax included, then the upstream's excl.-tax amount: '¥3,810
              (excl. tax)' beside '¥6,985 incl. tax' understated the difference by the tax. Each
              amount and its basis is one piece: a narrow card broke 'Retail price in Japan
              ¥10,410 (excl. / tax)' and 「国内小売価格 3,360円／（税抜）」; a line may break
              before an amount only. */}
          {retailLabel(retail.quantity, t)}{' '}
          <span className="price__retail-amount">
            {t('price.retailTaxed', { price: formatYen(retail.taxed, locale) })}
          </span>
          {locale === 'jp' ? '' : ' '}
          <span className="price__retail-amount">
            {t('price.retailExcluded', { excluded: formatYen(retail.excluded, locale) })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
