import type { TFunction } from 'i18next';
import {
  formatAmount,
  formatNumber,
  moqUnit,
  type Language,
  type InboxEntry,
} from '@kakehashi/contracts/web';
import { countryName } from '@/shared/product-facts/fact-values';

/**
 * A wanted delivery month (`YYYY-MM`) in the page language: "March 2027" / "2027年3月"
 * (docs/rules/site-and-pages.md#dates: the page's language, never the browser's).
 */
export const formatMonth = (month: string, lang: Language): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (lang === 'jp') return `${year}年${number}月`;
  const name = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
  return `${name} ${year}`;
};

/** A target price with its currency code first, grouped in the page language: "USD 2.50". */
export const formatTargetPrice = (
  price: number | null | undefined,
  currency: string,
  lang: Language,
): string | null => (typeof price === 'number' ? formatAmount(price, currency, lang) : null);

/** `count` pieces in the word the product's price names ('packs', countedWord). */
export type PiecesWord = (count: number) => string;

/**
 * A quote's unit as the buyer reads it (docs/rules/trade-desk.md#quote-requests): 'cartons',
 * 'carton' for `count` 1 / 「カートン」; pieces, what the shop sells one of, in the word the
 * product's price names where the screen knows the product (`piecesWord`: 'packs', 'pack' /
 * 「パック」, docs/rules/cart-and-checkout.md#unit-price), else 'units' / 「個」 (the inbox).
 */
export const quoteUnitName = (
  t: TFunction,
  unit: string,
  count: number,
  piecesWord?: PiecesWord,
): string =>
  unit === moqUnit && piecesWord
    ? piecesWord(count)
    : t(`trade.${count === 1 ? 'unitOne' : 'units'}.${unit}`, { defaultValue: unit });

/**
 * The terms of a quote request as label/value lines, in the page language: what the buyer checks
 * before sending (docs/rules/trade-desk.md#quote-requests) and what the inbox shows afterwards.
 */
/** A quote's terms as sent or as recorded (the inbox's are plain texts: older codes stay readable). */
export type QuoteLineTerms = Omit<NonNullable<InboxEntry['quote']>, 'message' | 'targetPrice'> & {
  targetPrice?: number | null;
};

export const quoteLines = (
  terms: QuoteLineTerms,
  t: TFunction,
  lang: Language,
  /** Pieces in the word the product's price names, where the screen knows it (the review). */
  piecesWord?: PiecesWord,
): [string, string][] => [
  [
    t('trade.quote.quantity'),
    t('trade.quote.quantityValue', {
      quantity: formatNumber(terms.quantity, lang),
      unit: quoteUnitName(t, terms.unit, terms.quantity, piecesWord),
    }),
  ],
  [
    t('trade.quote.tradeTerm'),
    `${terms.tradeTerm} — ${t(`trade.terms.${terms.tradeTerm}.name`, { defaultValue: '' })}`,
  ],
  [
    t('trade.quote.destination'),
    t('trade.quote.destinationValue', {
      port: terms.destinationPort,
      country: countryName(terms.destinationCountry, lang),
    }),
  ],
  [
    // Per the unit the quantity is in, as the supplier's mail says it ('SGD 18.50 per container').
    t('trade.quote.targetPriceLine', {
      unit: quoteUnitName(t, terms.unit, 1, piecesWord),
    }),
    formatTargetPrice(terms.targetPrice, terms.currency, lang) ??
      t('trade.quote.noTargetPrice', { currency: terms.currency }),
  ],
  [t('trade.quote.deliveryMonth'), formatMonth(terms.deliveryMonth, lang)],
  [
    t('trade.quote.samples'),
    t(terms.samplesWanted ? 'trade.quote.samplesYes' : 'trade.quote.samplesNo'),
  ],
];
