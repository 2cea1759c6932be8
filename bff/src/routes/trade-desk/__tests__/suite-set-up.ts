// What the trade-desk suites over HTTP (trade-desk.test.ts, trade-desk-attacks.test.ts) start
// from: the same allowance for a database to open, the same budgets and the same quote.

/** Opening a database (twice in the restart test) may take this long. */
export const startupMs = 120_000;

/** Mail budgets these suites' many quotes never reach (the budget test starts a BFF without). */
export const env = { THROTTLE_MAILS_PER_SESSION: '1000', THROTTLE_MAILS_PER_ADDRESS: '1000' };

/** A product of the seed, as a quote names it: by its id, and a variation where it has several. */
export type QuotedProduct = { id: string; skus: { id: string }[] };

/**
 * A quote request the demo buyer sends for `product`: for its first variation where it has more
 * than one (docs/rules/trade-desk.md#quote-requests: the supplier must know which is meant).
 */
export const quoteOf = (product: QuotedProduct, quantity: number) => ({
  itemId: product.id,
  ...(product.skus.length > 1 ? { skuId: product.skus[0]!.id } : {}),
  name: 'Maria Rossi',
  email: 'buyer@example.com',
  quantity,
  unit: 'cartons',
  tradeTerm: 'CIF',
  destinationCountry: 'it',
  destinationPort: 'Genova',
  targetPrice: 12.5,
  currency: 'EUR',
  deliveryMonth: '2099-03',
  samplesWanted: true,
  message: 'Private label possible?',
});
