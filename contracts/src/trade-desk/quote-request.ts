import { z } from 'zod';
import { findCountry } from '../registration/options/countries';
import { orderMinimum } from '../rules/order-minimum';
import type { QuantityItem, QuantitySku } from '../rules/quantity';
import { multiLine, singleLine } from '../validation/text';

/** docs/rules/trade-desk.md#quote-requests: the Incoterms 2020 a buyer may ask a price under. */
export const tradeTerms = ['EXW', 'FOB', 'CIF', 'DDP'] as const;
export type TradeTerm = (typeof tradeTerms)[number];

/** The units a quantity is counted in (named in both languages by the locale files). */
export const quoteUnits = [
  'pieces',
  'sets',
  'boxes',
  'cartons',
  'kg',
  'tonnes',
  'pallets',
  'containers',
] as const;
export type QuoteUnit = (typeof quoteUnits)[number];

/** The currencies a target price may be given in. */
export const quoteCurrencies = ['JPY', 'USD', 'EUR', 'GBP', 'CNY', 'AUD', 'SGD'] as const;
export type QuoteCurrency = (typeof quoteCurrencies)[number];

const id = singleLine().trim().min(1).max(40);

/**
 * `POST /api/requests/quote` (docs/rules/trade-desk.md#quote-requests): a request for a price on
 * one product, in trade terms. The quantity's floor is the product's MOQ, which only the product
 * knows, in pieces: the BFF checks it with {@link moqStanding} against the product it reads, and
 * the form does the same with the product it shows. So with the variation: which SKUs the product
 * has only the product knows ({@link quoteVariationStanding}). The delivery month must not be in
 * the past ({@link isDeliveryMonthAhead}). The BFF writes the readable, bilingual text the
 * supplier gets.
 */
export const quoteRequestBodySchema = z.object({
  itemId: id,
  /**
   * The variation (SKU id) the quote is for: required when the product has more than one, left
   * out when it has one.
   */
  skuId: id.optional(),
  /** The reply address and name, as for the other requests (the form takes the address twice). */
  name: singleLine().trim().min(1).max(100),
  email: singleLine().trim().email().max(254),
  quantity: z.number().int().min(1).max(100_000_000),
  unit: z.enum(quoteUnits),
  tradeTerm: z.enum(tradeTerms),
  /** ISO 3166-1 alpha-2. */
  destinationCountry: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => findCountry(code) !== undefined, { message: 'Unknown country code' }),
  /** The port (or, for DDP, the place) the goods go to. */
  destinationPort: singleLine().trim().min(1).max(100),
  /** The price per unit the buyer aims at; left out when the buyer has none. */
  targetPrice: z.number().positive().max(1_000_000_000).optional(),
  /** The currency of the target price and of the quote wanted. */
  currency: z.enum(quoteCurrencies),
  /** `YYYY-MM`. */
  deliveryMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  samplesWanted: z.boolean(),
  message: multiLine().trim().max(3000).default(''),
});
export type QuoteRequestBody = z.infer<typeof quoteRequestBodySchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestBodySchema>;

/**
 * The quote's terms as recorded in the inbox: the body less the reply address, the product and the
 * SKU id, with the variation by its words as the supplier's text named it.
 */
export const quoteTermsSchema = quoteRequestBodySchema
  .omit({
    itemId: true,
    skuId: true,
    name: true,
    email: true,
  })
  .extend({ variation: z.object({ ja: z.string(), en: z.string() }).nullish() });
export type QuoteTerms = z.infer<typeof quoteTermsSchema>;

/** The answer: the upstream's reference number and the inbox entry it was recorded as. */
export const quoteRequestDataSchema = z.object({ id: z.string(), entryId: z.string() });
export type QuoteRequestData = z.infer<typeof quoteRequestDataSchema>;

/**
 * docs/rules/trade-desk.md#quote-requests: the unit a product's MOQ (`custom.moq`) is counted in.
 * It is the count the shop sells and the cart counts ("MOQ 24 units", 「最小発注数量 24個」): one
 * piece of the product. The quote form offers it first.
 */
export const moqUnit = 'pieces' satisfies QuoteUnit;

/**
 * How a quote's quantity stands against the product's MOQ: `meets` (or the product has none, or
 * one of 1), `below`, or `unchecked` — asked in a unit other than {@link moqUnit}. A carton, a
 * pallet or a kilogram holds what the supplier packs, which no rule here knows, so such a request
 * is sent with the MOQ named in pieces for the supplier to weigh, and the buyer is told so.
 */
export type MoqStanding = 'meets' | 'below' | 'unchecked';

/**
 * docs/rules/trade-desk.md#quote-requests: the MOQ a quote for the variation `skuId` is held to
 * and starts at, where it is above 1 — the least the cart accepts of it, as its product page says
 * it (`orderMinimum`, docs/rules/cart-and-checkout.md#quantity-bounds), never the stated
 * `custom.moq` alone (P103569 states 6 under a minimum purchase of 11: 11); with no variation
 * chosen (or one not the product's), the lowest of the product's, `from` where they differ. The
 * form and the BFF both ask it.
 */
export const quoteMoq = (
  item: QuantityItem & { skus: readonly (QuantitySku & { id: string })[] },
  skuId: string | undefined,
): { min: number; from: boolean } | undefined => {
  const chosen = item.skus.filter((sku) => sku.id === skuId);
  const least = orderMinimum(item, chosen.length > 0 ? chosen : item.skus);
  return least && least.min > 1 ? least : undefined;
};

export const moqStanding = (
  quantity: number,
  unit: QuoteUnit,
  moq: number | null | undefined,
): MoqStanding => {
  if (typeof moq !== 'number' || moq <= 1) return 'meets';
  if (unit !== moqUnit) return 'unchecked';
  return quantity >= moq ? 'meets' : 'below';
};

/**
 * docs/rules/trade-desk.md#quote-requests: how a quote's variation stands against the product's
 * SKUs — `chosen` (one of them, or none given where the product has only one), `missing` (none
 * given where it has more than one: the supplier could not tell which is meant) or `foreign` (an
 * id that is not one of the product's).
 */
export type QuoteVariationStanding = 'chosen' | 'missing' | 'foreign';

export const quoteVariationStanding = (
  skuId: string | undefined,
  productSkuIds: readonly string[],
): QuoteVariationStanding => {
  if (skuId === undefined || skuId === '') return productSkuIds.length > 1 ? 'missing' : 'chosen';
  return productSkuIds.includes(skuId) ? 'chosen' : 'foreign';
};

const monthOf = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/** This month in Japan's calendar, `YYYY-MM`: the earliest delivery month a quote may ask. */
export const japanMonth = (now: Date): string => {
  const japan = new Date(now.getTime() + 9 * 3600_000);
  return monthOf(japan.getUTCFullYear(), japan.getUTCMonth());
};

/** docs/rules/trade-desk.md#quote-requests: this month or later, in Japan's calendar. */
export const isDeliveryMonthAhead = (month: string, now: Date): boolean => month >= japanMonth(now);

/** How many months ahead the quote form offers as the wanted delivery month. */
export const deliveryMonthsOffered = 18;

/**
 * The delivery months the quote form offers (docs/rules/trade-desk.md#quote-requests): next month
 * in Japan's calendar and the 17 after it, as `YYYY-MM` (the body's format). This month is not
 * offered: on 28 November no export shipment arrives in November.
 */
export const deliveryMonthChoices = (now: Date): string[] => {
  const japan = new Date(now.getTime() + 9 * 3600_000);
  return Array.from({ length: deliveryMonthsOffered }, (_, i) =>
    monthOf(japan.getUTCFullYear(), japan.getUTCMonth() + 1 + i),
  );
};

/** The BFF's field messages for the checks only the product or the clock can make. */
export const quoteFieldMessages = {
  belowMoq: {
    en: 'The quantity must be at least the minimum order quantity ({moq} units).',
    jp: '数量は最小発注数量（{moq}個）以上で入力してください。',
  },
  pastMonth: {
    en: 'The delivery month must be this month or later.',
    jp: '希望納期は今月以降を選択してください。',
  },
  variationMissing: {
    en: 'Choose the variation of the product the quote is for.',
    jp: '見積もりを希望する商品の種類を選択してください。',
  },
  variationForeign: {
    en: "The variation chosen is not one of this product's. Reload the page and choose it again.",
    jp: '選択された種類はこの商品にありません。ページを再読み込みして、種類を選び直してください。',
  },
} as const;
