import { z } from 'zod';
import {
  choiceField,
  findCountry,
  formMessage,
  isDeliveryMonthAhead,
  moqStanding,
  quoteUnits,
  quoteVariationStanding,
  textField,
  type Language,
  type QuoteCurrency,
  type QuoteRequestInput,
  type QuoteUnit,
  type TradeTerm,
} from '@kakehashi/contracts/web';

/** A quote's terms as the form holds them: what the buyer typed, before it is read as numbers. */
export type QuoteFormValues = {
  /** The variation's SKU id: '' until chosen, and always where the product has one variation. */
  skuId: string;
  quantity: string;
  unit: QuoteUnit;
  /** '' until chosen. */
  tradeTerm: '' | TradeTerm;
  /** ISO 3166-1 alpha-2, '' until chosen. */
  destinationCountry: string;
  destinationPort: string;
  /** '' when the buyer has no target price. */
  targetPrice: string;
  currency: QuoteCurrency;
  /** `YYYY-MM`, '' until chosen. */
  deliveryMonth: string;
  samplesWanted: boolean;
};

export type QuoteTexts = {
  labels: Record<
    | 'variation'
    | 'quantity'
    | 'tradeTerm'
    | 'destinationCountry'
    | 'destinationPort'
    | 'deliveryMonth',
    string
  >;
  /** Said when the quantity is below the MOQ of the variation chosen (its SKU id), given. */
  belowMoq: (moq: number, skuId: string) => string;
  wholeNumber: string;
  price: string;
  monthPast: string;
};

const wholeNumber = /^\d{1,9}$/;
const price = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * A quote form before the buyer types: the variation the buyer came from, if any (none else: the
 * buyer chooses, docs/rules/trade-desk.md#quote-requests), the MOQ as the quantity, in pieces, the
 * buyer's own country as the destination (the profile's, when it is a country code), prices in US
 * dollars.
 */
export const blankQuote = (
  moq: number | undefined,
  country: string | undefined,
  skuId?: string,
): QuoteFormValues => ({
  skuId: skuId ?? '',
  quantity: moq ? String(moq) : '',
  unit: 'pieces',
  tradeTerm: '',
  destinationCountry: findCountry(country ?? '')?.code ?? '',
  destinationPort: '',
  targetPrice: '',
  currency: 'USD',
  deliveryMonth: '',
  samplesWanted: false,
});

/** The quantity as typed, grouping commas and spaces ignored ("1,200" is 1200). */
const quantityOf = (text: string) => text.replace(/[\s,]/g, '');

/**
 * A quote's rules (docs/rules/trade-desk.md#quote-requests), as the contract's body schema and
 * `quoteVariationStanding`/`moqStanding`/`isDeliveryMonthAhead` state them, with messages for the
 * form: one of the product's variations where it has more than one (`skuIds`), a whole quantity,
 * in pieces at least the product's MOQ, a trade term, the destination country and port, a
 * delivery month from this month on; the target price is optional, a positive amount with up to
 * two decimals.
 */
export const quoteFieldsSchema = (
  lang: Language,
  texts: QuoteTexts,
  /** The MOQ of the variation chosen (its SKU id, '' for none), where it is above 1. */
  moqOf: (skuId: string) => number | undefined,
  now: () => number,
  skuIds: readonly string[] = [],
) => {
  const { labels } = texts;
  const chosen = (label: string) => choiceField({ lang, label });
  return z
    .object({
      // The form offers only the product's own: what is left to miss is choosing one at all.
      skuId: choiceField(
        { lang, label: labels.variation },
        (id) => quoteVariationStanding(id, skuIds) === 'chosen',
      ),
      quantity: z.string().superRefine((text, ctx) => {
        const value = quantityOf(text);
        const message =
          value === ''
            ? formMessage(lang, 'required', { label: labels.quantity })
            : !wholeNumber.test(value) || Number(value) < 1
              ? texts.wholeNumber
              : undefined;
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
      unit: z.enum(quoteUnits),
      tradeTerm: chosen(labels.tradeTerm),
      destinationCountry: chosen(labels.destinationCountry),
      destinationPort: textField({ lang, label: labels.destinationPort, max: 100 }),
      targetPrice: z
        .string()
        .trim()
        .refine((v) => v === '' || (price.test(v) && Number(v) > 0), texts.price),
      currency: z.string(),
      deliveryMonth: z.string().superRefine((month, ctx) => {
        if (month === '')
          ctx.addIssue({
            code: 'custom',
            message: formMessage(lang, 'selectRequired', { label: labels.deliveryMonth }),
          });
        else if (!isDeliveryMonthAhead(month, new Date(now())))
          ctx.addIssue({ code: 'custom', message: texts.monthPast });
      }),
      samplesWanted: z.boolean(),
    })
    .superRefine(({ skuId, quantity, unit }, ctx) => {
      // The MOQ is in pieces: only a quantity in pieces is held to it (moqStanding); it is that
      // of the variation chosen.
      const value = quantityOf(quantity);
      const moq = moqOf(skuId);
      if (moq && wholeNumber.test(value) && moqStanding(Number(value), unit, moq) === 'below')
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: texts.belowMoq(moq, skuId) });
    });
};

/**
 * The `requests/quote` body's terms from the form (numbers read, the empty price and the variation
 * of a product that has only one left out).
 */
export const quoteTermsPayload = (
  quote: QuoteFormValues,
): Omit<QuoteRequestInput, 'itemId' | 'name' | 'email' | 'message'> => ({
  ...(quote.skuId ? { skuId: quote.skuId } : {}),
  quantity: Number(quantityOf(quote.quantity)),
  unit: quote.unit,
  tradeTerm: quote.tradeTerm as TradeTerm,
  destinationCountry: quote.destinationCountry,
  destinationPort: quote.destinationPort.trim(),
  ...(quote.targetPrice.trim() ? { targetPrice: Number(quote.targetPrice.trim()) } : {}),
  currency: quote.currency,
  deliveryMonth: quote.deliveryMonth,
  samplesWanted: quote.samplesWanted,
});
