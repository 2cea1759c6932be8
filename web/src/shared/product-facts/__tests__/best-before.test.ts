import type { ItemDetail } from '@kakehashi/contracts/web';
import { createI18n, type Locale } from '@/shared/i18n/i18n';
import { allStrings } from '@/testing/strings';
import { factSections } from '../product-facts';

// UI.md "Words": Japanese text uses its own punctuation; the shelf life's days sit in full-width
// brackets without a space on a Japanese page, in plain ones on an English page.
const bestBefore = (locale: Locale) => {
  const { t } = createI18n(locale, allStrings);
  const item = {
    id: 'i1',
    code: 'P1',
    name: '煎茶',
    skus: [],
    custom: { bestBeforeDate: '3to6m', bestBeforeDays: 120 },
  } satisfies ItemDetail;
  const facts = factSections(item, {
    t,
    locale,
    certificationName: (code) => code,
    prefectureName: (code) => String(code),
  }).flatMap((section) => section.facts);
  return facts.find((fact) => fact.key === 'bestBeforeDate')?.value;
};

describe('best before with its days', () => {
  it('reads "3 to 6 months (120 days)" in English and 「3〜6か月（120日）」 in Japanese', () => {
    expect(bestBefore('en')).toBe('3 to 6 months (120 days)');
    expect(bestBefore('jp')).toBe('3〜6か月（120日）');
  });
});
