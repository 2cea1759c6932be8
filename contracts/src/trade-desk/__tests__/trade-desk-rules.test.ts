import {
  canonicalSearchQuery,
  deliveryMonthChoices,
  inquirySendBodySchema,
  isDeliveryMonthAhead,
  moqStanding,
  quoteRequestBodySchema,
  quoteTermsSchema,
  quoteVariationStanding,
} from '../index';

const quote = {
  itemId: '1001',
  name: 'Maria Rossi',
  email: 'buyer@example.com',
  quantity: 24,
  unit: 'cartons',
  tradeTerm: 'FOB',
  destinationCountry: 'us',
  destinationPort: 'Los Angeles',
  currency: 'USD',
  deliveryMonth: '2027-03',
  samplesWanted: false,
};

// docs/rules/trade-desk.md#quote-requests
describe('quote request rules', () => {
  it('needs at least the MOQ in pieces; no MOQ, or one of 1, allows any quantity', () => {
    expect(moqStanding(23, 'pieces', 24)).toBe('below');
    expect(moqStanding(24, 'pieces', 24)).toBe('meets');
    expect(moqStanding(1, 'pieces', null)).toBe('meets');
    expect(moqStanding(1, 'cartons', 1)).toBe('meets');
  });

  it('leaves a quantity in another unit unchecked against an MOQ in pieces, whatever its number', () => {
    expect(moqStanding(24, 'containers', 24)).toBe('unchecked');
    expect(moqStanding(1, 'cartons', 24)).toBe('unchecked');
    expect(moqStanding(500, 'kg', 24)).toBe('unchecked');
  });

  it("takes this month or later in Japan's calendar", () => {
    // 2026-12-31 20:00 UTC is already January in Japan.
    const now = new Date('2026-12-31T20:00:00Z');
    expect(isDeliveryMonthAhead('2026-12', now)).toBe(false);
    expect(isDeliveryMonthAhead('2027-01', now)).toBe(true);
  });

  it("offers 18 delivery months from next month in Japan's calendar, across the year's end", () => {
    // 2026-11-30 16:00 UTC is 1 December in Japan: January first.
    const months = deliveryMonthChoices(new Date('2026-11-30T16:00:00Z'));
    expect(months).toHaveLength(18);
    expect(months.slice(0, 3)).toEqual(['2027-01', '2027-02', '2027-03']);
    expect(months.at(-1)).toBe('2028-06');
    // 28 November in Japan (27th still in UTC): December first, never November.
    expect(deliveryMonthChoices(new Date('2026-11-27T23:39:00Z'))[0]).toBe('2026-12');
    expect(
      months.every((month) => quoteRequestBodySchema.shape.deliveryMonth.safeParse(month).success),
    ).toBe(true);
  });

  it('takes the Incoterms 2020 it names, a known country (upper-cased) and an optional message', () => {
    const parsed = quoteRequestBodySchema.parse(quote);
    expect(parsed).toMatchObject({ destinationCountry: 'US', message: '' });
    expect(quoteRequestBodySchema.safeParse({ ...quote, tradeTerm: 'CFR' }).success).toBe(false);
    expect(quoteRequestBodySchema.safeParse({ ...quote, destinationCountry: 'XX' }).success).toBe(
      false,
    );
    expect(quoteRequestBodySchema.safeParse({ ...quote, deliveryMonth: '2027-13' }).success).toBe(
      false,
    );
  });

  it('takes the variation as an optional SKU id of one line, and keeps it out of the recorded terms', () => {
    expect(quoteRequestBodySchema.parse({ ...quote, skuId: ' 10000201 ' }).skuId).toBe('10000201');
    expect(quoteRequestBodySchema.parse(quote).skuId).toBeUndefined();
    for (const skuId of ['', '   ', '1\n2', 'x'.repeat(41), 10000201])
      expect([skuId, quoteRequestBodySchema.safeParse({ ...quote, skuId }).success]).toEqual([
        skuId,
        false,
      ]);
    expect(quoteTermsSchema.parse({ ...quote, skuId: '10000201' })).not.toHaveProperty('skuId');
  });

  it('needs the variation where the product has more than one, and only one of its own', () => {
    const twoSizes = ['10000201', '10000202'];
    expect(quoteVariationStanding('10000201', twoSizes)).toBe('chosen');
    expect(quoteVariationStanding(undefined, twoSizes)).toBe('missing');
    expect(quoteVariationStanding('', twoSizes)).toBe('missing');
    expect(quoteVariationStanding('10000101', twoSizes)).toBe('foreign');
    // One variation: nothing to tell apart, so none need be named (and no other one may be).
    expect(quoteVariationStanding(undefined, ['10000301'])).toBe('chosen');
    expect(quoteVariationStanding('10000301', ['10000301'])).toBe('chosen');
    expect(quoteVariationStanding('10000201', ['10000301'])).toBe('foreign');
  });

  it('keeps the quote type off the browser inquiry: a quote goes through requests/quote', () => {
    const ask = { type: 'ask_company', title: 'Hi', name: 'A', email: 'a@example.com', text: 'x' };
    expect(inquirySendBodySchema.safeParse(ask).success).toBe(true);
    expect(inquirySendBodySchema.safeParse({ ...ask, type: 'quote_product' }).success).toBe(false);
  });
});

// docs/rules/trade-desk.md#saved-searches
describe('a saved search query', () => {
  it('is the codec written form, without the page, so equal searches compare equal', () => {
    expect(canonicalSearchQuery('?page=3&keyword=matcha')).toBe(
      canonicalSearchQuery('keyword=matcha'),
    );
    expect(canonicalSearchQuery('keyword=matcha&page=2')).not.toContain('page');
  });
});
