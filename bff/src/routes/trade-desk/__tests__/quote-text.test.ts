import type { QuoteRequestBody } from '@kakehashi/contracts';
import { quoteText, quoteTitle, recordedVariation } from '../quote-text';
import type { RequestTarget } from '../request-target';

// docs/rules/trade-desk.md#quote-requests: the target price is per the unit the quantity is in,
// as the buyer's review said it ('Target price per box').
const target: RequestTarget = {
  supplier: null,
  product: { id: '101659', code: 'P101659', name: 'コシヒカリ', nameEn: 'Koshihikari' },
  moqOf: () => null,
  skus: [],
  found: true,
};
const quote = (unit: QuoteRequestBody['unit']): QuoteRequestBody => ({
  itemId: '101659',
  name: 'Alex Morgan',
  email: 'buyer@example.com',
  quantity: 2,
  unit,
  tradeTerm: 'CIF',
  destinationCountry: 'SG',
  destinationPort: 'Singapore',
  targetPrice: 18.5,
  currency: 'SGD',
  deliveryMonth: '2027-01',
  samplesWanted: false,
  message: '',
});

describe('the target price line of the supplier’s text', () => {
  it.each([
    ['containers', '1コンテナあたり SGD 18.50 / SGD 18.50 per container'],
    ['boxes', '1箱あたり SGD 18.50 / SGD 18.50 per box'],
    ['tonnes', '1トンあたり SGD 18.50 / SGD 18.50 per tonne'],
    ['kg', '1kgあたり SGD 18.50 / SGD 18.50 per kg'],
  ] as const)('names one %s', (unit, line) => {
    expect(quoteText(quote(unit), target, 'en').split('\n')).toContain(
      `希望単価 / Target price: ${line}`,
    );
  });
});

describe('the variation the inbox keeps (docs/rules/trade-desk.md#request-inbox)', () => {
  const sku = {
    id: '10165902',
    code: 'SKU-101659-2',
    variation: [],
  } as unknown as RequestTarget['skus'][number];
  const sized = { ...target, skus: [sku] };
  it('is the SKU chosen, by its code where the upstream names nothing; none without one', () => {
    expect(recordedVariation({ ...quote('pieces'), skuId: '10165902' }, sized)).toEqual({
      ja: 'SKU-101659-2',
      en: 'SKU-101659-2',
    });
    expect(recordedVariation(quote('pieces'), sized)).toBeNull();
  });
});

// docs/rules/trade-desk.md#quote-requests: the subject heads the buyer's copy, so it is in the
// buyer's language only (it read '見積依頼 / Quote request: Koshihikari × 2 boxes' to both).
describe('the request’s subject', () => {
  const sized = {
    ...target,
    skus: [
      {
        id: '10165902',
        code: 'SKU-101659-2',
        variation: [
          {
            variation_name: '内容量',
            variation_name_en: 'Net weight',
            selection_name: '5kg袋',
            selection_name_en: '5 kg bag',
          },
        ],
      } as unknown as RequestTarget['skus'][number],
    ],
  };
  it.each([
    ['en', 'Quote request: Koshihikari × 2 boxes'],
    ['jp', '見積依頼: コシヒカリ × 2箱'],
  ] as const)('is in the buyer’s language only (%s)', (language, title) => {
    expect(quoteTitle(quote('boxes'), target, language)).toBe(title);
  });
  it('names the variation in that language', () => {
    const chosen = { ...quote('boxes'), skuId: '10165902' };
    const en = quoteTitle(chosen, sized, 'en');
    const jp = quoteTitle(chosen, sized, 'jp');
    expect(en).toBe('Quote request: Koshihikari (Net weight: 5 kg bag) × 2 boxes');
    expect(en).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(jp).toBe('見積依頼: コシヒカリ（内容量：5kg袋） × 2箱');
    expect(jp).not.toMatch(/Quote|boxes/);
  });
});
